import { LoadingOutlined, SoundOutlined } from '@ant-design/icons';
import { Button } from 'antd';

interface AudioButtonProps {
  label: string;
  busy: boolean;
  onPlay: () => void;
  disabled?: boolean;
  title?: string;
}

/** A small speaker button with a spoken label ("朗读 行 hong4"). */
export function AudioButton({ label, busy, onPlay, disabled, title }: AudioButtonProps) {
  return (
    <Button
      size="small"
      shape="circle"
      icon={busy ? <LoadingOutlined /> : <SoundOutlined />}
      aria-label={label}
      title={title ?? label}
      onClick={onPlay}
      disabled={disabled}
    />
  );
}
