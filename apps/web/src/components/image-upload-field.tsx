import { DeleteOutlined, PictureOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { IMAGE_ACCEPT, MSG } from '@yuexue/contract';
import { useRef, useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { imageProblem, useUploadImage } from '../lib/upload-image';
import './image-upload-field.css';

interface Props {
  /** The uploaded image's URL, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Names the file chooser for assistive technology (and tests). */
  label?: string;
  /** Told when an upload starts and ends, so the form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * public-site §4 Image upload: empty → uploading → preview with replace and remove. The type and
 * size are checked before anything is sent; the server's refusal is shown as it says it.
 */
export function ImageUploadField({ value, onChange, label = '选择图片', onBusyChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = () => input.current?.click();
  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const bad = imageProblem(file);
    setProblem(bad ?? null);
    if (bad) return;
    onBusyChange?.(true);
    upload.mutate(file, {
      onSuccess: (image) => onChange(image.url),
      onError: (err) => setProblem(errorMessage(err, MSG.upload.failed)),
      onSettled: () => onBusyChange?.(false),
    });
  };

  return (
    <div className="yx-image-field">
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="yx-visually-hidden"
        tabIndex={-1}
        aria-label={label}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      {upload.isPending ? (
        <span className="yx-image-field__busy" role="status">
          <Spin size="small" /> 图片上传中…
        </span>
      ) : value ? (
        <div className="yx-image-field__preview">
          <img src={value} alt="已上传的图片" />
          <div className="yx-image-field__actions">
            <Button size="small" icon={<SwapOutlined aria-hidden="true" />} onClick={choose}>
              更换
            </Button>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden="true" />}
              onClick={() => onChange(null)}
            >
              移除
            </Button>
          </div>
        </div>
      ) : (
        <Button icon={<PictureOutlined aria-hidden="true" />} onClick={choose}>
          添加图片
        </Button>
      )}
      {problem && (
        <p className="yx-image-field__error" role="alert">
          {problem}
        </p>
      )}
      {!value && !upload.isPending && !problem && (
        <p className="yx-image-field__hint">支持 JPG、PNG、GIF，不超过 10MB</p>
      )}
    </div>
  );
}
