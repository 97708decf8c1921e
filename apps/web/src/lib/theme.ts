import { THEME_STORAGE_KEY } from '@yuexue/contract';

export type ThemeName = 'light' | 'dark';

/** back-office §3: local storage holds the theme, default light. */
export function readStoredTheme(): ThemeName {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyTheme(theme: ThemeName): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}
