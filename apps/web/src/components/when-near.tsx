import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';

interface Props {
  children: ReactNode;
  /** Space the placeholder holds, so what follows does not jump much when the content arrives. */
  minHeight: number;
  /** How far below the screen (px) the content starts to load. */
  margin?: number;
}

/**
 * Content below the first screen, drawn (and its code and data loaded) only once the reader
 * scrolls near it, or past it: the first screen's start does not pay for it.
 */
export function WhenNear({ children, minHeight, margin = 0 }: Props) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const check = () => {
      const box = placeholder.current?.getBoundingClientRect();
      if (box && box.top < window.innerHeight + margin) setNear(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [near, margin]);
  return near ? children : <Reserve ref={placeholder} minHeight={minHeight} />;
}

/** Empty space held for content on its way (also what its loading fallback should draw). */
export function Reserve({ minHeight, ref }: { minHeight: number; ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
