/** Who the provider says signed in. */
export interface OAuthProfile {
  /** The key stored in oauth_identities.provider_id (WeChat: unionid when present, else openid; OIDC: sub). */
  id: string;
  /** Other keys the same person may have been stored under (WeChat: the openid beside a unionid). */
  altIds: string[];
  name: string | null;
  /** An http(s) picture URL, or null. */
  avatarUrl: string | null;
  /** An address the provider says it verified, or null. */
  email: string | null;
}

/** The per-flow secrets generated with the state. */
export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OAuthClient {
  /** The provider's page the browser is sent to. */
  authorizeUrl(flow: FlowSecrets): Promise<string>;
  /** Redeems the code and returns the verified profile; throws OAuthProviderError. */
  exchange(code: string, flow: Omit<FlowSecrets, 'state'>): Promise<OAuthProfile>;
}

/**
 * rejected: the provider refused the code (used, expired, forged);
 * invalid_token: the ID token failed verification;
 * unavailable: the provider could not be reached, answered nonsense, or refused our configuration.
 * The message is for the log only (never a secret, never a token).
 */
export type OAuthFailure = 'rejected' | 'invalid_token' | 'unavailable';
export class OAuthProviderError extends Error {
  constructor(
    readonly kind: OAuthFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Connection settings of one provider, defaults filled in. */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  timeoutMs: number;
}
