import { ColorPicker, Form, Input } from 'antd';
import { FormModal } from './form-modal';
import { useState } from 'react';
import { CONTENT_LIMITS, LIMITS, MSG, type Tag, type TagType } from '@yuexue/contract';
import { useAddTag, useUpdateTag } from '../lib/admin-tags';
import { failureText } from '../lib/failure-text';
import { validatedValues } from '../lib/validated-values';

const C = MSG.content;

interface Values {
  name: string;
  color: string;
}

/**
 * back-office §2.9/§2.10 add-tag dialog: name required after trimming, colour default #2E5366.
 * Given `tag`, the same dialog corrects that tag's name and colour (tag management).
 */
export function TagAddModal({
  type,
  tag: editing,
  onClose,
  onAdded,
}: {
  type: TagType;
  tag?: Tag;
  onClose: () => void;
  onAdded?: (tag: Tag) => void;
}) {
  const [form] = Form.useForm<Values>();
  const add = useAddTag();
  const update = useUpdateTag(type);
  const [error, setError] = useState<string>();

  const submit = async () => {
    const v = await validatedValues(form);
    if (!v) return;
    setError(undefined);
    const values = { name: v.name.trim(), color: v.color };
    try {
      const tag = editing
        ? await update.mutateAsync({ id: editing.id, ...values })
        : await add.mutateAsync({ ...values, type });
      onAdded?.(tag);
      onClose();
    } catch (err) {
      setError(failureText(err, editing ? C.updateTagFailed : C.addTagFailed));
    }
  };

  const kind = type === 'article' ? '文章' : '视频';
  return (
    <FormModal
      title={editing ? `编辑${kind}标签` : `添加${kind}标签`}
      error={error}
      saving={add.isPending || update.isPending}
      onSave={() => void submit()}
      onClose={onClose}
      okText={editing ? '保存' : '添加'}
    >
      <Form
        form={form}
        layout="vertical"
        name={`tag-${editing ? 'edit' : 'add'}-${type}`}
        initialValues={{
          name: editing?.name ?? '',
          color: editing?.color ?? LIMITS.defaultTagColor,
        }}
      >
        <Form.Item
          name="name"
          label="标签名称"
          rules={[
            { required: true, whitespace: true, message: C.tagNameRequired },
            {
              validator: (_, v: string) =>
                [...(v ?? '').trim()].length <= CONTENT_LIMITS.tagName
                  ? Promise.resolve()
                  : Promise.reject(new Error(C.tagNameTooLong)),
            },
          ]}
        >
          <Input autoFocus maxLength={CONTENT_LIMITS.tagName} />
        </Form.Item>
        <Form.Item
          name="color"
          label="颜色"
          getValueFromEvent={(c: { toHexString: () => string }) => c.toHexString().toUpperCase()}
        >
          <ColorPicker showText disabledAlpha format="hex" aria-label="标签颜色" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
