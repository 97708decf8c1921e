import { Form, Input } from 'antd';
import { CONTENT_LIMITS, MSG } from '@yuexue/contract';

const fitsTitle = (v: string | undefined) => [...(v ?? '').trim()].length <= CONTENT_LIMITS.title;

/** The title of an article or video: required after trimming, at most CONTENT_LIMITS.title characters. */
export function ContentTitleField({ required, tooLong }: { required: string; tooLong: string }) {
  return (
    <Form.Item
      name="title"
      label="标题"
      rules={[
        { required: true, whitespace: true, message: required },
        {
          validator: (_, v: string) =>
            fitsTitle(v) ? Promise.resolve() : Promise.reject(new Error(tooLong)),
        },
      ]}
    >
      <Input maxLength={CONTENT_LIMITS.title} />
    </Form.Item>
  );
}

/** The optional description of an article or video. */
export function ContentDescriptionField() {
  return (
    <Form.Item
      name="description"
      label="简介"
      rules={[{ max: CONTENT_LIMITS.description, message: MSG.content.descriptionTooLong }]}
    >
      <Input.TextArea rows={2} maxLength={CONTENT_LIMITS.description} />
    </Form.Item>
  );
}
