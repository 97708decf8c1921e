import { createHash } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { listen, nextId, redirect, sendJson } from './fake-server.js';

export interface FakeOidcUser {
  sub: string;
  name?: string;
  email?: string;
  email_verified?: boolean;
  picture?: string;
}

/** Ways the next ID token is forged or broken. */
export interface IdTokenForgery {
  /** Signed with a key that is not in the JWKS (same kid). */
  wrongKey?: boolean;
  aud?: string;
  iss?: string;
  nonce?: string;
  /** Expired an hour ago. */
  expired?: boolean;
  /** Signed HS256 with the client secret (a symmetric "signature" anyone holding the secret can make). */
  hs256?: boolean;
}

/**
 * A local OpenID Connect provider (test use only): discovery, JWKS, an authorize endpoint that
 * "signs in" `nextUser` at once and redirects back with a code, and a token endpoint that checks the
 * client (basic or post), the redirect URI and PKCE (S256) before issuing an RS256 ID token.
 */
export interface FakeOidc {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  nextUser: FakeOidcUser;
  /** Applied to the next ID token issued, then cleared. */
  forgeNext: IdTokenForgery | null;
  /** Makes the token endpoint fail with this HTTP status (0 = normal). */
  tokenFailure: number;
  /** How the client authenticated at the token endpoint, per request. */
  tokenAuth: Array<'basic' | 'post' | 'none'>;
  authorizeRequests: Array<Record<string, string>>;
  close(): Promise<void>;
}

export const newOidcUser = (name = 'Ada Lovelace'): FakeOidcUser => ({
  sub: nextId('sub-'),
  name,
  email: `${nextId('ada')}@example.com`,
  email_verified: true,
  picture: 'https://lh3.googleusercontent.com/a/fake',
});

const b64url = (b: Buffer) => b.toString('base64url');

/** `authMethods`: what discovery offers at the token endpoint (both by default). */
export async function startFakeOidc(opts: { authMethods?: string[] } = {}): Promise<FakeOidc> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-key-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<
    string,
    {
      user: FakeOidcUser;
      nonce: string;
      challenge: string;
      redirectUri: string;
      clientId: string;
      used: boolean;
    }
  >();
  let baseUrl = '';

  const fake: Omit<FakeOidc, 'baseUrl' | 'close'> = {
    clientId: 'fake-client.apps.example',
    clientSecret: 'fake-oidc-secret-9876543210',
    nextUser: newOidcUser(),
    forgeNext: null,
    tokenFailure: 0,
    tokenAuth: [],
    authorizeRequests: [],
  };

  async function idToken(user: FakeOidcUser, nonce: string): Promise<string> {
    const forge = fake.forgeNext ?? {};
    fake.forgeNext = null;
    const now = Math.floor(Date.now() / 1000);
    const claims = { ...user, nonce: forge.nonce ?? nonce, azp: fake.clientId };
    const jwt = new SignJWT(claims)
      .setProtectedHeader(
        forge.hs256 ? { alg: 'HS256', kid: jwk.kid } : { alg: 'RS256', kid: jwk.kid },
      )
      .setIssuer(forge.iss ?? baseUrl)
      .setAudience(forge.aud ?? fake.clientId)
      .setSubject(user.sub)
      .setIssuedAt(forge.expired ? now - 7200 : now)
      .setExpirationTime(forge.expired ? now - 3600 : now + 3600);
    if (forge.hs256) return jwt.sign(new TextEncoder().encode(fake.clientSecret));
    return jwt.sign((forge.wrongKey ? other.privateKey : privateKey) as CryptoKey);
  }

  const server = await listen(async (req, url, body, res) => {
    if (url.pathname === '/.well-known/openid-configuration') {
      return sendJson(res, 200, {
        issuer: baseUrl,
        authorization_endpoint: `${baseUrl}/authorize`,
        token_endpoint: `${baseUrl}/token`,
        jwks_uri: `${baseUrl}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: opts.authMethods ?? [
          'client_secret_post',
          'client_secret_basic',
        ],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks') return sendJson(res, 200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const q = Object.fromEntries(url.searchParams);
      fake.authorizeRequests.push(q);
      if (
        q.client_id !== fake.clientId ||
        q.response_type !== 'code' ||
        q.code_challenge_method !== 'S256' ||
        !q.code_challenge ||
        !q.redirect_uri
      ) {
        return sendJson(res, 400, { error: 'invalid_request' });
      }
      const code = nextId('oidc-code-');
      codes.set(code, {
        user: fake.nextUser,
        nonce: q.nonce ?? '',
        challenge: q.code_challenge,
        redirectUri: q.redirect_uri,
        clientId: q.client_id,
        used: false,
      });
      return redirect(res, q.redirect_uri, { code, state: q.state ?? '' });
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      if (fake.tokenFailure) return sendJson(res, fake.tokenFailure, { error: 'server_error' });
      const form = new URLSearchParams(body);
      const basic = req.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString()
        : null;
      const [id, secret] = basic
        ? basic.split(':').map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')];
      fake.tokenAuth.push(basic ? 'basic' : form.get('client_secret') ? 'post' : 'none');
      if (id !== fake.clientId || secret !== fake.clientSecret)
        return sendJson(res, 401, { error: 'invalid_client' });
      const entry = codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const pkceOk =
        !!entry && b64url(createHash('sha256').update(verifier).digest()) === entry.challenge;
      if (
        !entry ||
        entry.used ||
        entry.redirectUri !== form.get('redirect_uri') ||
        !pkceOk ||
        form.get('grant_type') !== 'authorization_code'
      ) {
        return sendJson(res, 400, { error: 'invalid_grant' });
      }
      entry.used = true;
      return sendJson(res, 200, {
        access_token: nextId('ya29.'),
        expires_in: 3599,
        token_type: 'Bearer',
        scope: 'openid profile email',
        id_token: await idToken(entry.user, entry.nonce),
      });
    }
    sendJson(res, 404, { error: 'not_found' });
  });
  baseUrl = server.baseUrl;
  return Object.assign(fake, server);
}
