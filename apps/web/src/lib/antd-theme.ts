import { BRAND_COLOUR } from './brand';
import type { ThemeName } from './theme';

/**
 * The site's antd design tokens (the algorithm, light or dark, is antd's). Used twice: by the
 * ConfigProvider of components/antd-root at run time, and by the web build, which writes the same
 * tokens as CSS variables (--ant-…) on :root so pages drawn without antd look the same.
 */
export function antdTokens(theme: ThemeName) {
  return {
    colorPrimary: BRAND_COLOUR,
    colorLink: BRAND_COLOUR,
    borderRadius: 8,
    // antd's light grey hints fall below WCAG AA contrast (4.5:1) on white.
    ...(theme === 'light'
      ? {
          colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
          colorTextDescription: 'rgba(0, 0, 0, 0.62)',
          colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
        }
      : {}),
  };
}

/** One key for every ConfigProvider of the page, so antd registers its CSS variables once. */
export const ANTD_CSS_VAR_KEY = 'yx-antd';
