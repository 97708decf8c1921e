import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept current (antd's Grid.useBreakpoint without antd). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** antd's `md` breakpoint: tablets and wider. */
export const MEDIUM_UP = '(min-width: 768px)';
