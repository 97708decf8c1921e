import { DEFAULT_PAYMENT_SETTINGS, type PayType, type PaymentSettings } from '@yuexue/contract';
import type { SettingsReader } from '../../lib/settings-reader.js';
import { createSandboxProvider } from './sandbox.js';
import { createWechatPayProvider, WECHAT_NOTIFY_PATH, wechatPayConfigured } from './wechatpay.js';

export type { PaymentProvider, PaidNotice, NativeOrder } from './types.js';
export { PaymentProviderError } from './types.js';
export { WechatNotificationError, wechatPayConfigured } from './wechatpay.js';
export { SANDBOX_PAGE_PATH } from './sandbox.js';

export const readPaymentSettings = (settings: SettingsReader) =>
  settings.read<PaymentSettings>('payment', DEFAULT_PAYMENT_SETTINGS);

/**
 * The site's origin for links we hand out (the sandbox page, WeChat's notify URL): PUBLIC_URL, else the
 * origin of the notify URL an administrator saved; '' when neither is set, so links stay relative to
 * the page that shows them. Never the request's Host header, which the client chooses.
 */
export function siteOrigin(publicUrl: string | undefined, s: PaymentSettings): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  if (s.notify_url) {
    try {
      return new URL(s.notify_url).origin;
    } catch {
      return '';
    }
  }
  return '';
}

/** Chooses providers from the payment settings: WeChat Pay when enabled, the sandbox otherwise. */
export function createPaymentProviders(settings: SettingsReader, publicUrl: string | undefined) {
  const wechat = async () => {
    const s = await readPaymentSettings(settings);
    return {
      settings: s,
      provider: createWechatPayProvider(s, {
        notifyUrl: (origin) => s.notify_url || `${origin}${WECHAT_NOTIFY_PATH}`,
      }),
    };
  };
  return {
    /** The provider new orders use; undefined when WeChat Pay is enabled but incompletely configured. */
    async forNewOrder() {
      const s = await readPaymentSettings(settings);
      if (!s.enabled) return createSandboxProvider();
      // WeChat Pay needs an absolute notify URL: the saved one, or PUBLIC_URL's.
      const reachable = !!(s.notify_url || publicUrl);
      return wechatPayConfigured(s) && reachable ? (await wechat()).provider : undefined;
    },
    /** The provider that handles an existing order, whatever the settings say now. */
    async forOrder(payType: PayType) {
      if (payType === 'wechat') {
        const w = await wechat();
        return wechatPayConfigured(w.settings) ? w.provider : undefined;
      }
      return payType === 'sandbox' ? createSandboxProvider() : undefined;
    },
    /** See siteOrigin(). */
    async origin() {
      return siteOrigin(publicUrl, await readPaymentSettings(settings));
    },
    wechat,
  };
}
export type PaymentProviders = ReturnType<typeof createPaymentProviders>;
