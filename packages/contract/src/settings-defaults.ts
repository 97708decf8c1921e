// No zod here: the web app's first screen and index.html need the defaults without loading any schema.
import type { GeneralSettings } from './settings.js';

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
  homepage_qr_image1: '/brand/qr-wechat.svg',
  homepage_qr_desc1: '关注公众号\n每日一句粤语',
  homepage_qr_image2: '/brand/qr-group.svg',
  homepage_qr_desc2: '加入学习群\n和同学一起练口语',
  site_favicon: '/favicon.svg',
  icp_number: '粤ICP备00000000号',
};
