import { z } from 'zod';

export const SETTINGS_CATEGORIES = [
  'general',
  'email',
  'oauth',
  'payment',
  'security',
  'use_limit',
] as const;
export type SettingsCategory = (typeof SETTINGS_CATEGORIES)[number];

/** Value sent in place of a stored secret; sending it back means "unchanged". */
export const SECRET_MASK = '********';

export const generalSettingsSchema = z.object({
  site_name: z.string(),
  site_description: z.string(),
  site_keywords: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  company_address: z.string(),
  maintenance_mode: z.boolean(),
  allow_registration: z.boolean(),
  debug_mode: z.boolean(),
  homepage_qr_image1: z.string(),
  homepage_qr_desc1: z.string(),
  homepage_qr_image2: z.string(),
  homepage_qr_desc2: z.string(),
  site_favicon: z.string(),
  icp_number: z.string(),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

/** Public subset of general settings (never a secret). */
export const publicSettingsResponse = z.object({
  status: z.literal(true),
  data: generalSettingsSchema,
});

export const emailSettingsSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  protocol: z.boolean(),
  username: z.string(),
  password: z.string(),
  from: z.string(),
  white_list: z.object({
    enabled: z.boolean(),
    custom: z.string(),
    white_list: z.array(z.string()),
  }),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;
export const DEFAULT_EMAIL_SETTINGS: EmailSettings = {
  host: '',
  port: 587,
  protocol: true,
  username: '',
  password: '',
  from: '',
  white_list: { enabled: false, custom: '', white_list: [] },
};

export const securitySettingsSchema = z.object({
  blacklist_ips: z.array(z.string()),
  whitelist_ips: z.array(z.string()),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = { blacklist_ips: [], whitelist_ips: [] };
