import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isSafeUrl } from '@yuexue/contract';

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** Site paths route inside the app; http(s) links open in a new tab; anything else is not a link. */
export function MenuLink({
  url,
  children,
  className,
}: {
  url: string;
  children: ReactNode;
  className?: string;
}) {
  if (!isSafeUrl(url)) return <span className={className}>{children}</span>;
  if (isExternal(url))
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  return (
    <Link to={url} className={className}>
      {children}
    </Link>
  );
}
