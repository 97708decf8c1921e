import { Alert, Modal, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/**
 * The back office's form dialog: save and cancel, a spinner while saving, and the failure (the
 * server's message or the screen's default) in a banner above the form.
 */
export function FormModal({
  title,
  error,
  saving,
  onSave,
  onClose,
  saveDisabled,
  okText = '保存',
  width,
  keepOpenOnMaskClick = false,
  children,
}: {
  title: string;
  error: string | undefined;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  saveDisabled?: boolean;
  okText?: string;
  width?: number;
  /** Long forms (an article body) should not vanish on a stray click outside. */
  keepOpenOnMaskClick?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={onSave}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ disabled: saveDisabled }}
      confirmLoading={saving}
      width={width}
      maskClosable={!keepOpenOnMaskClick}
      destroyOnHidden
    >
      {error ? (
        <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      {children}
    </Modal>
  );
}

/** The same dialog while the record to edit is loading, or with why it could not be loaded. */
export function FormLoadingModal({
  title,
  error,
  onClose,
  width,
}: {
  title: string;
  error: string | undefined;
  onClose: () => void;
  width?: number;
}) {
  return (
    <Modal open title={title} onCancel={onClose} footer={null} width={width}>
      {error ? <Alert type="error" showIcon message={error} /> : <Skeleton active />}
    </Modal>
  );
}
