import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { fetchJson, pictureUrl, str, trimSlash } from './http.js';
import {
  OAuthProviderError,
  type OAuthClient,
  type OAuthClientConfig,
  type OAuthProfile,
} from './types.js';

export interface OidcConfig extends OAuthClientConfig {
  /** e.g. https://accounts.google.com; discovery at {issuer}/.well-known/openid-configuration. */
  issuer: string;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  token_endpoint_auth_methods_supported?: string[];
  id_token_signing_alg_values_supported?: string[];
}

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const discoveries = new Map<string, { at: number; doc: Discovery }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
/** Only asymmetric signatures: a symmetric (HS*) ID token would be "signed" with our own client secret. */
const ASYMMETRIC = /^(RS|PS|ES)(256|384|512)$|^EdDSA$|^Ed25519$/;

const isHttpUrl = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\/\S+$/i.test(v);

async function discover(issuer: string, timeoutMs: number): Promise<Discovery> {
  const hit = discoveries.get(issuer);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.doc;
  const { status, body } = await fetchJson(
    `${issuer}/.well-known/openid-configuration`,
    { method: 'GET' },
    timeoutMs,
  );
  const doc = body as unknown as Discovery;
  if (
    status !== 200 ||
    !isHttpUrl(doc.authorization_endpoint) ||
    !isHttpUrl(doc.token_endpoint) ||
    !isHttpUrl(doc.jwks_uri)
  ) {
    throw new OAuthProviderError(
      'unavailable',
      `oidc discovery of ${issuer}: HTTP ${status}, endpoints missing`,
    );
  }
  // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
  if (typeof doc.issuer !== 'string' || trimSlash(doc.issuer) !== issuer) {
    throw new OAuthProviderError(
      'unavailable',
      `oidc discovery of ${issuer}: document names issuer ${String(doc.issuer)}`,
    );
  }
  discoveries.set(issuer, { at: Date.now(), doc });
  return doc;
}

function keySet(jwksUri: string, timeoutMs: number) {
  let set = keySets.get(jwksUri);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: timeoutMs });
    keySets.set(jwksUri, set);
  }
  return set;
}

export const pkceChallenge = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

/** RFC 6749 §2.3.1: client id and secret are form-encoded before they go into the Basic header. */
const basicAuth = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/**
 * OpenID Connect authorization code flow with PKCE (S256) and a nonce, Google-compatible: the ID
 * token's signature (provider's JWKS), issuer, audience, nonce and expiry are all checked.
 */
export function createOidcClient(cfg: OidcConfig): OAuthClient {
  const issuer = trimSlash(cfg.issuer);
  // Google documents that its ID tokens may carry the issuer without the scheme.
  const acceptedIssuers = (doc: Discovery) =>
    doc.issuer === 'https://accounts.google.com'
      ? [doc.issuer, 'accounts.google.com']
      : [doc.issuer];

  async function verifyIdToken(
    idToken: string,
    doc: Discovery,
    nonce: string,
  ): Promise<JWTPayload> {
    const algorithms = (doc.id_token_signing_alg_values_supported ?? ['RS256']).filter((a) =>
      ASYMMETRIC.test(a),
    );
    try {
      const { payload } = await jwtVerify(idToken, keySet(doc.jwks_uri, cfg.timeoutMs), {
        issuer: acceptedIssuers(doc),
        audience: cfg.clientId,
        algorithms: algorithms.length ? algorithms : ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
        clockTolerance: 60,
      });
      if (payload.nonce !== nonce)
        throw new OAuthProviderError('invalid_token', 'oidc id_token: nonce mismatch');
      // OIDC Core §3.1.3.7: with several audiences, azp must be us.
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== cfg.clientId) {
        throw new OAuthProviderError('invalid_token', 'oidc id_token: azp is not our client');
      }
      return payload;
    } catch (err) {
      if (err instanceof OAuthProviderError) throw err;
      // Keys that cannot be fetched are the provider's failure, not a forged token.
      if (
        err instanceof joseErrors.JWKSTimeout ||
        err instanceof joseErrors.JWKSInvalid ||
        !(err instanceof joseErrors.JOSEError)
      ) {
        throw new OAuthProviderError('unavailable', `oidc jwks: ${(err as Error).message}`);
      }
      throw new OAuthProviderError('invalid_token', `oidc id_token: ${(err as Error).message}`);
    }
  }

  return {
    async authorizeUrl({ state, nonce, codeVerifier }) {
      const doc = await discover(issuer, cfg.timeoutMs);
      const url = new URL(doc.authorization_endpoint);
      const q = {
        response_type: 'code',
        client_id: cfg.clientId,
        redirect_uri: cfg.redirectUri,
        scope: 'openid profile email',
        state,
        nonce,
        code_challenge: pkceChallenge(codeVerifier),
        code_challenge_method: 'S256',
      };
      for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v);
      return url.href;
    },

    async exchange(code, { nonce, codeVerifier }): Promise<OAuthProfile> {
      const doc = await discover(issuer, cfg.timeoutMs);
      // The discovery default is client_secret_basic; client_secret_post only when basic is not offered.
      const methods = doc.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
      const usePost =
        !methods.includes('client_secret_basic') && methods.includes('client_secret_post');
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: cfg.redirectUri,
        code_verifier: codeVerifier,
      });
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      };
      if (usePost) {
        form.set('client_id', cfg.clientId);
        form.set('client_secret', cfg.clientSecret);
      } else {
        headers.authorization = basicAuth(cfg.clientId, cfg.clientSecret);
      }
      const { status, body } = await fetchJson(
        doc.token_endpoint,
        { method: 'POST', headers, body: form },
        cfg.timeoutMs,
      );
      if (status !== 200) {
        const error = str(body.error) ?? 'unknown';
        // invalid_grant: the code (or its PKCE verifier) is no good; anything else is our configuration or their outage.
        throw new OAuthProviderError(
          error === 'invalid_grant' ? 'rejected' : 'unavailable',
          `oidc token: HTTP ${status} ${error}`,
        );
      }
      const idToken = str(body.id_token);
      if (!idToken)
        throw new OAuthProviderError('unavailable', 'oidc token: no id_token in the answer');
      const claims = await verifyIdToken(idToken, doc, nonce);
      const email = claims.email_verified === true ? str(claims.email) : null;
      return {
        id: claims.sub!,
        altIds: [],
        name:
          str(claims.name) ??
          str(claims.preferred_username) ??
          str(claims.given_name) ??
          (email ? email.split('@')[0]! : null),
        avatarUrl: pictureUrl(claims.picture),
        email: email && email.length <= 254 ? email.toLowerCase() : null,
      };
    },
  };
}
