import { useState } from 'react';

/** A boolean preference kept in local storage (private mode or a full quota just forgets it). */
export function usePersistentFlag(key: string, initial: boolean): [boolean, (on: boolean) => void] {
  const [value, setValue] = useState(() => {
    try {
      const stored = localStorage.getItem(key);
      return stored === null ? initial : stored === '1';
    } catch {
      return initial;
    }
  });
  const set = (on: boolean) => {
    setValue(on);
    try {
      localStorage.setItem(key, on ? '1' : '0');
    } catch {
      // not persisted; the choice still holds for this visit
    }
  };
  return [value, set];
}
