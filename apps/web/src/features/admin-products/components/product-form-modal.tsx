import { Alert, DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { BILLING, MSG, type AdminProduct } from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { validatedValues } from '../../../lib/validated-values';
import { useSaveProduct } from '../api/products';

const B = MSG.billing;

interface FormValues {
  title: string;
  description?: string;
  amount?: number;
  total_days?: number;
  sort_order?: number;
  promotion_price?: number | null;
  promotion_window?: [Dayjs | null, Dayjs | null] | null;
  purchase_limit?: number;
}

function toFormData(v: FormValues, id: number | undefined): FormData {
  const f = new FormData();
  if (id) f.set('id', String(id));
  f.set('title', v.title ?? '');
  f.set('description', v.description ?? '');
  f.set('amount', v.amount === undefined || v.amount === null ? '' : String(v.amount));
  f.set(
    'total_days',
    v.total_days === undefined || v.total_days === null ? '' : String(v.total_days),
  );
  f.set('sort_order', String(v.sort_order ?? 0));
  f.set(
    'promotion_price',
    v.promotion_price === undefined || v.promotion_price === null ? '' : String(v.promotion_price),
  );
  f.set('promotion_start_time', v.promotion_window?.[0]?.toISOString() ?? '');
  f.set('promotion_end_time', v.promotion_window?.[1]?.toISOString() ?? '');
  f.set('purchase_limit', String(v.purchase_limit ?? 0));
  return f;
}

/** back-office §2.7 product form, with the §5 rules checked here and again by the server. */
export function ProductFormModal({
  product,
  onClose,
  onSaved,
}: {
  product: AdminProduct | 'new';
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const save = useSaveProduct();
  const [error, setError] = useState<string>();
  const editing = product === 'new' ? undefined : product;
  const initial: FormValues = editing
    ? {
        title: editing.title,
        description: editing.description,
        amount: editing.amount,
        total_days: editing.total_days,
        sort_order: editing.sort_order,
        promotion_price: editing.promotion_price,
        promotion_window: editing.promotion_start_time
          ? [
              dayjs(editing.promotion_start_time),
              editing.promotion_end_time ? dayjs(editing.promotion_end_time) : null,
            ]
          : null,
        purchase_limit: editing.purchase_limit,
      }
    : { title: '', sort_order: 0, purchase_limit: 0 };

  const submit = async () => {
    const values = await validatedValues(form);
    if (!values) return;
    setError(undefined);
    try {
      await save.mutateAsync(toFormData(values, editing?.id));
      onSaved();
    } catch (err) {
      setError(errorMessage(err, B.productSaveFailed));
    }
  };

  return (
    <Modal
      open
      title={editing ? '编辑产品' : '新增产品'}
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      destroyOnHidden
      width={560}
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" initialValues={initial} name="product-form">
        <Form.Item
          name="title"
          label="产品名称"
          rules={[
            { required: true, whitespace: true, message: B.productTitleRequired },
            { max: BILLING.maxTitleChars, message: B.productTitleTooLong },
          ]}
        >
          <Input maxLength={BILLING.maxTitleChars} />
        </Form.Item>
        <Form.Item
          name="description"
          label="产品描述"
          rules={[{ max: BILLING.maxDescriptionChars, message: B.productDescriptionTooLong }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          name="amount"
          label="价格（元）"
          rules={[
            { required: true, message: B.productPriceInvalid },
            {
              type: 'number',
              min: 0.01,
              max: BILLING.maxPriceYuan,
              message: B.productPriceInvalid,
            },
          ]}
        >
          <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="total_days"
          label="会员天数"
          rules={[
            { required: true, message: B.productDaysInvalid },
            { type: 'integer', min: 1, max: BILLING.maxTotalDays, message: B.productDaysInvalid },
          ]}
        >
          <InputNumber min={1} step={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="sort_order"
          label="排序（越小越靠前）"
          rules={[{ type: 'integer', min: 0, message: B.sortOrderInvalid }]}
        >
          <InputNumber min={0} step={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="promotion_price"
          label="促销价（元，可选）"
          dependencies={['amount']}
          rules={[
            { type: 'number', min: 0, message: B.promotionPriceInvalid },
            ({ getFieldValue }) => ({
              validator: (_, v: number | null | undefined) =>
                v === null || v === undefined || v < (getFieldValue('amount') as number)
                  ? Promise.resolve()
                  : Promise.reject(new Error(B.promotionPriceInvalid)),
            }),
          ]}
        >
          <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="promotion_window"
          label="促销时间"
          dependencies={['promotion_price']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v: FormValues['promotion_window']) => {
                const price = getFieldValue('promotion_price') as number | null | undefined;
                if (price !== null && price !== undefined && !(v?.[0] && v?.[1]))
                  return Promise.reject(new Error(B.promotionWindowRequired));
                if (v?.[0] && v?.[1] && !v[1].isAfter(v[0]))
                  return Promise.reject(new Error(B.promotionWindowOrder));
                return Promise.resolve();
              },
            }),
          ]}
        >
          <DatePicker.RangePicker
            showTime
            style={{ width: '100%' }}
            placeholder={['开始时间', '结束时间']}
          />
        </Form.Item>
        <Form.Item
          name="purchase_limit"
          label="每人限购次数"
          extra="0 表示不限"
          rules={[{ type: 'integer', min: 0, message: B.purchaseLimitInvalid }]}
        >
          <InputNumber min={0} step={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
