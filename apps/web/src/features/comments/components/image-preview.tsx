import { Modal } from 'antd';

interface Props {
  url: string | null;
  onClose: () => void;
}

/** The image preview overlay: closes on a click outside the picture, the close button or Esc. */
export function ImagePreview({ url, onClose }: Props) {
  return (
    <Modal
      open={url !== null}
      onCancel={onClose}
      footer={null}
      centered
      width="auto"
      title="图片预览"
      className="yx-image-preview"
      destroyOnHidden
    >
      {url && <img src={url} alt="评论图片（大图）" className="yx-image-preview__img" />}
    </Modal>
  );
}
