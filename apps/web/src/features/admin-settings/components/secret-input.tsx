import { Input } from 'antd';
import { SECRET_MASK, MSG } from '@yuexue/contract';

const M = MSG.adminSettings;

/**
 * A stored secret arrives as SECRET_MASK: the field shows it as "set" and sends the mask back
 * (the server keeps the stored value) until the admin types a new one.
 */
export function SecretInput({
  value,
  onChange,
  multiline,
}: {
  value?: string;
  onChange?: (v: string) => void;
  multiline?: boolean;
}) {
  const isSet = value === SECRET_MASK;
  const props = { value: isSet ? '' : value, placeholder: isSet ? M.secretPlaceholder : undefined };
  return multiline ? (
    <Input.TextArea
      {...props}
      autoSize={{ minRows: 3, maxRows: 8 }}
      onChange={(e) => onChange?.(e.target.value)}
    />
  ) : (
    <Input.Password
      {...props}
      autoComplete="new-password"
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}
