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
    // antd's light grey hints fall below WCAG AA contrast (4.5:1) on white, and so do the colours
    // it derives from ours (issue 26, axe over every screen): placeholders and empty states
    // (#bfbfbf, 1.8:1), the selected menu item's background from the brand colour (#9ca4a6 behind
    // it, 3.3:1), gold and green tags (#d48806 on #fffbe6, 2.8:1) and red links (#ff4d4f, 3.3:1).
    ...(theme === 'light'
      ? {
          colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
          colorTextDescription: 'rgba(0, 0, 0, 0.62)',
          colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
          colorTextQuaternary: 'rgba(0, 0, 0, 0.55)',
          colorPrimaryBg: '#e3ecf0',
          colorPrimaryBgHover: '#d2e0e7',
          colorError: '#cf1322',
          // Preset tags write their text in shade 7 on shade 1 of a palette derived from these
          // seeds (overriding shade 7 itself does not reach the tags): each pair is at least 4.5:1.
          gold: '#ad6800',
          green: '#237804',
          orange: '#d46b08',
          cyan: '#006d75',
          lime: '#3f6600',
          volcano: '#d4380d',
        }
      : {}),
  };
}

/** One key for every ConfigProvider of the page, so antd registers its CSS variables once. */
export const ANTD_CSS_VAR_KEY = 'yx-antd';
