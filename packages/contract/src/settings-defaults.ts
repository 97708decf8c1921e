// No zod here: the web app's first screen and index.html need the defaults without loading any schema.
import type { GeneralSettings } from './settings.js';

/** Pages of the site the server draws a QR code for (GET /api/site-qr/{target}), issue 26. */
export const SITE_QR_TARGETS = { home: '/', dictionary: '/dictionary' } as const;
export type SiteQrTarget = keyof typeof SITE_QR_TARGETS;
export const siteQrUrl = (target: SiteQrTarget) => `/api/site-qr/${target}`;

/** What the site shows until (or unless) an administrator sets the general settings. */
export const DEFAULT_GENERAL_SETTINGS: GeneralSettings = {
  site_name: '粤学',
  site_description: '普通话一键转粤语口语，逐字粤拼注音、真人发音，轻松学粤语',
  site_keywords: '粤语,广东话,粤拼,学粤语,普通话转粤语,粤语发音',
  contact_email: 'hello@yuexue.example',
  contact_phone: '',
  company_address: '',
  maintenance_mode: false,
  allow_registration: true,
  debug_mode: false,
  // Real codes of the site's own pages until an admin uploads their own (issue 26).
  homepage_qr_image1: siteQrUrl('home'),
  homepage_qr_desc1: '手机扫码\n随时随地学粤语',
  homepage_qr_image2: siteQrUrl('dictionary'),
  homepage_qr_desc2: '扫码打开粤语词典\n查字查读音',
  site_favicon: '/favicon.svg',
  icp_number: '粤ICP备00000000号',
};
