import type { PayType } from '@yuexue/contract';

/** What a provider needs to open a payment for one order. */
export interface NativeOrder {
  orderNo: string;
  amountFen: number;
  description: string;
  expiresAt: Date;
  /** The site's configured origin (see siteOrigin()), without a trailing slash; '' when none is configured. */
  origin: string;
}

/** A provider's word that an order was paid: checked against the order before anything is credited. */
export interface PaidNotice {
  orderNo: string;
  amountFen: number;
  transactionId: string;
  /** The merchant the payment went to; checked for WeChat Pay. */
  mchId?: string;
  appId?: string;
}

export interface PaymentProvider {
  readonly payType: Exclude<PayType, 'admin'>;
  /** Opens the payment and returns the URL the QR code encodes. */
  createNative(order: NativeOrder): Promise<{ codeUrl: string }>;
  /** Asks the provider whether the order was paid; null when it was not (or the provider has nothing to ask). */
  queryPaid(orderNo: string): Promise<PaidNotice | null>;
}

/** The provider refused or could not be reached; the message is for the log, never for the buyer. */
export class PaymentProviderError extends Error {}
