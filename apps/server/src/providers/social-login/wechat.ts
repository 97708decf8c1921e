import { fetchJson, pictureUrl, str, trimSlash } from './http.js';
import {
  OAuthProviderError,
  type OAuthClient,
  type OAuthClientConfig,
  type OAuthProfile,
} from './types.js';

export interface WechatConfig extends OAuthClientConfig {
  /** https://api.weixin.qq.com: /sns/oauth2/access_token and /sns/userinfo. */
  apiBase: string;
  /** https://open.weixin.qq.com: the QR-connect page. */
  openBase: string;
}

/** WeChat's "the code is no good" answers: invalid code, code already used, code missing. */
const CODE_ERRORS = new Set([40029, 40163, 41008]);

/** WeChat answers errors with HTTP 200 and {errcode, errmsg}. */
function wechatError(body: Record<string, unknown>, step: string): OAuthProviderError | undefined {
  const errcode = typeof body.errcode === 'number' ? body.errcode : Number(body.errcode ?? 0);
  if (!errcode) return undefined;
  const kind = step === 'access_token' && CODE_ERRORS.has(errcode) ? 'rejected' : 'unavailable';
  return new OAuthProviderError(
    kind,
    `wechat ${step}: errcode ${errcode} ${String(body.errmsg ?? '').slice(0, 200)}`,
  );
}

/**
 * WeChat Open Platform website application (网站应用微信登录): QR connect, code → access_token →
 * userinfo. The person is keyed by unionid when the app belongs to an open-platform account
 * (stable across the company's apps), else by openid.
 */
export function createWechatClient(cfg: WechatConfig): OAuthClient {
  const api = trimSlash(cfg.apiBase);
  return {
    async authorizeUrl({ state }) {
      const q = new URLSearchParams({
        appid: cfg.clientId,
        redirect_uri: cfg.redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
      return `${trimSlash(cfg.openBase)}/connect/qrconnect?${q}#wechat_redirect`;
    },

    async exchange(code): Promise<OAuthProfile> {
      const tokenQuery = new URLSearchParams({
        appid: cfg.clientId,
        secret: cfg.clientSecret,
        code,
        grant_type: 'authorization_code',
      });
      const token = await fetchJson(
        `${api}/sns/oauth2/access_token?${tokenQuery}`,
        { method: 'GET' },
        cfg.timeoutMs,
      );
      const tokenError = wechatError(token.body, 'access_token');
      if (tokenError) throw tokenError;
      const accessToken = str(token.body.access_token);
      const openid = str(token.body.openid);
      if (token.status !== 200 || !accessToken || !openid)
        throw new OAuthProviderError(
          'unavailable',
          `wechat access_token: HTTP ${token.status} without access_token/openid`,
        );

      const infoQuery = new URLSearchParams({ access_token: accessToken, openid, lang: 'zh_CN' });
      const info = await fetchJson(
        `${api}/sns/userinfo?${infoQuery}`,
        { method: 'GET' },
        cfg.timeoutMs,
      );
      const infoError = wechatError(info.body, 'userinfo');
      if (infoError) throw infoError;
      if (info.status !== 200)
        throw new OAuthProviderError('unavailable', `wechat userinfo: HTTP ${info.status}`);
      if (str(info.body.openid) && str(info.body.openid) !== openid)
        throw new OAuthProviderError(
          'unavailable',
          'wechat userinfo: openid differs from the token',
        );

      const unionid = str(info.body.unionid) ?? str(token.body.unionid);
      return {
        id: unionid ?? openid,
        altIds: unionid ? [openid] : [],
        name: str(info.body.nickname),
        avatarUrl: pictureUrl(info.body.headimgurl),
        email: null,
      };
    },
  };
}
