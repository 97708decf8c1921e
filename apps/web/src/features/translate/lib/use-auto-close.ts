import { useEffect } from 'react';

/** Calls `onClose` once `ms` after mounting (and not at all if unmounted first). */
export function useAutoClose(onClose: () => void, ms: number): void {
  useEffect(() => {
    const timer = setTimeout(onClose, ms);
    return () => clearTimeout(timer);
  }, [onClose, ms]);
}
