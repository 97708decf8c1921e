import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { DATABASE_LIMITS, PHONETIC_COLUMNS, TRANSLATION_COLUMNS, MSG } from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { validatedValues } from '../../../lib/validated-values';
import type { AnyRecord, RecordKind } from '../api/get-records';
import { useSaveRecord } from '../api/save-record';

const M = MSG.database;

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** Add or edit one record; the server's refusal (bad Jyutping, duplicate) is shown in the form. */
/** A required several-line text of a translation record. */
const textItem = (name: string, label: string, message: string, maxLength: number) => (
  <Form.Item name={name} label={label} rules={required(message)}>
    <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={maxLength} />
  </Form.Item>
);

export function RecordModal({
  kind,
  record,
  onClose,
}: {
  kind: RecordKind;
  record?: AnyRecord;
  onClose: (saved?: string) => void;
}) {
  const [form] = Form.useForm();
  const save = useSaveRecord(kind);
  const [problem, setProblem] = useState<string>();
  const phonetic = kind === 'phonetics';

  const submit = async () => {
    const values = (await validatedValues(form)) as Record<string, unknown> | undefined;
    if (!values) return;
    setProblem(undefined);
    try {
      const res = await save.mutateAsync({ ...values, ...(record ? { id: record.id } : {}) });
      onClose(res.message);
    } catch (err) {
      setProblem(errorMessage(err, M.importFailed));
    }
  };

  return (
    <Modal
      open
      title={`${record ? '编辑' : '添加'}${phonetic ? '读音记录' : '翻译记录'}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={record} validateTrigger="onSubmit">
        {phonetic ? (
          <>
            <Form.Item
              name="chinese_char"
              label={PHONETIC_COLUMNS[0].header}
              rules={required(M.charRequired)}
            >
              <Input
                maxLength={DATABASE_LIMITS.phoneticCharMaxChars}
                placeholder="一个字或一个词，如 银行"
              />
            </Form.Item>
            <Form.Item
              name="pinyin_hongkong"
              label={PHONETIC_COLUMNS[1].header}
              extra="每个汉字一个音节，用空格分开，如 ngan4 hong4；留空则由广州话拼音推导"
            >
              <Input />
            </Form.Item>
            <Form.Item
              name="pinyin_num"
              label={PHONETIC_COLUMNS[2].header}
              extra="留空则由粤拼自动生成"
            >
              <Input />
            </Form.Item>
            <Form.Item
              name="pinyin_upper"
              label={PHONETIC_COLUMNS[3].header}
              extra="留空则由粤拼自动生成"
            >
              <Input />
            </Form.Item>
          </>
        ) : (
          <>
            {textItem(
              'origin_text',
              TRANSLATION_COLUMNS[0].header,
              M.originRequired,
              DATABASE_LIMITS.originMaxChars,
            )}
            {textItem(
              'optimize_text',
              TRANSLATION_COLUMNS[1].header,
              M.optimizeRequired,
              DATABASE_LIMITS.optimizeMaxChars,
            )}
          </>
        )}
        {problem ? (
          <div role="alert" className="ant-form-item-explain-error">
            {problem}
          </div>
        ) : null}
      </Form>
    </Modal>
  );
}
