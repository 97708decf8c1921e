/** The brand colour (antd primary, default letter-avatar background, default tag colour of the spec). */
export const BRAND_COLOUR = '#2E5366';

/** The brand mark shipped in public/. */
export const BRAND_MARK = '/favicon.svg';
