import { Alert, Button } from 'antd';

interface Props {
  message: string;
  onRetry?: () => void;
  className?: string;
  small?: boolean;
}

/** A failed load: the message of public-site §8 (the server's, or the default) and a retry button. */
export function RetryAlert({ message, onRetry, className, small }: Props) {
  return (
    <Alert
      className={className}
      type="error"
      showIcon
      title={message}
      action={
        onRetry && (
          <Button size={small ? 'small' : undefined} onClick={onRetry}>
            重试
          </Button>
        )
      }
    />
  );
}
