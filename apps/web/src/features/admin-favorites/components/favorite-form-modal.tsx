import { Form, Input } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { useState } from 'react';
import { FAVORITE_LIMITS, MSG, type AdminFavorite, type AdminFavoriteBody } from '@yuexue/contract';

const F = MSG.favorites;

const FIELDS = [
  { name: 'source_text', label: '原文', max: FAVORITE_LIMITS.text },
  { name: 'translated_text', label: '译文', max: FAVORITE_LIMITS.translated },
  {
    name: 'pinyin_num',
    label: MSG.translator.systemNames.pinyin_num,
    max: FAVORITE_LIMITS.phonetic,
  },
  {
    name: 'pinyin_upper',
    label: MSG.translator.systemNames.pinyin_upper,
    max: FAVORITE_LIMITS.phonetic,
  },
  {
    name: 'pinyin_hongkong',
    label: MSG.translator.systemNames.pinyin_hongkong,
    max: FAVORITE_LIMITS.phonetic,
  },
] as const;

/** back-office §2.14 add/edit modal: textareas for the texts and the three readings; §5 source and translation required. */
export function FavoriteFormModal({
  favorite,
  saving,
  error,
  onSave,
  onClose,
}: {
  favorite: AdminFavorite | undefined;
  saving: boolean;
  error: string | undefined;
  onSave: (body: AdminFavoriteBody) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<AdminFavoriteBody>();
  const [problem, setProblem] = useState<string>();
  const initial: AdminFavoriteBody = {
    source_text: favorite?.source_text ?? '',
    translated_text: favorite?.translated_text ?? '',
    pinyin_num: favorite?.pinyin_num ?? '',
    pinyin_upper: favorite?.pinyin_upper ?? '',
    pinyin_hongkong: favorite?.pinyin_hongkong ?? '',
  };

  const submit = () => {
    const v = form.getFieldsValue();
    if (!v.source_text?.trim() || !v.translated_text?.trim()) {
      setProblem(F.sourceAndTranslationRequired);
      return;
    }
    setProblem(undefined);
    onSave({ ...v, source_text: v.source_text.trim(), translated_text: v.translated_text.trim() });
  };

  const shown = problem ?? error;
  return (
    <FormModal
      title={favorite ? '编辑收藏' : '添加收藏'}
      error={shown}
      saving={saving}
      onSave={submit}
      onClose={onClose}
      width={640}
    >
      <Form form={form} layout="vertical" name="favorite-form" initialValues={initial}>
        {FIELDS.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            rules={[{ max: f.max, message: F.textTooLong(f.max) }]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        ))}
      </Form>
    </FormModal>
  );
}
