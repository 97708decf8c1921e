import { ImageUploadField } from './image-upload-field';

/** A cover image inside an antd Form.Item (which hands value/onChange to its child); null means no cover. */
export function CoverField({
  value,
  onChange,
  onBusyChange,
}: {
  value?: string | null;
  onChange?: (url: string | null) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  return (
    <ImageUploadField
      value={value ?? null}
      onChange={(url) => onChange?.(url)}
      label="选择封面图片"
      onBusyChange={onBusyChange}
    />
  );
}
