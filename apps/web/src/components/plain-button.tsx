import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'text' | 'ghost';
  size?: 'small' | 'middle' | 'large';
  loading?: boolean;
  icon?: ReactNode;
}

/**
 * A button that looks like antd's, drawn without antd: for the first screens (navbar, home,
 * article page), which must not wait for antd to load (components/antd-scope).
 */
export function PlainButton({
  variant = 'default',
  size = 'middle',
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: Props) {
  const classes = ['yx-btn', `yx-btn--${variant}`, `yx-btn--${size}`];
  if (loading) classes.push('is-loading');
  if (!children) classes.push('yx-btn--icon-only');
  if (className) classes.push(className);
  return (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="yx-btn__spinner" aria-hidden="true" /> : icon}
      {children != null && children !== false && <span>{children}</span>}
    </button>
  );
}
