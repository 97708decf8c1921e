import { listen, nextId, redirect, sendJson } from './fake-server.js';

/** A WeChat user as the fake hands it out. */
export interface FakeWechatUser {
  openid: string;
  unionid?: string;
  nickname: string;
  headimgurl?: string;
}

/**
 * A local stand-in for WeChat's website login (test use only): /connect/qrconnect "scans" at once
 * as the user set in `nextUser` and redirects back with a code; /sns/oauth2/access_token and
 * /sns/userinfo answer as the real API does, errors included (HTTP 200 with errcode/errmsg, JSON
 * sent as text/plain).
 */
export interface FakeWechat {
  baseUrl: string;
  appId: string;
  secret: string;
  /** Who "scans" the QR code on the next /connect/qrconnect. */
  nextUser: FakeWechatUser;
  /** Makes the API fail: busy (errcode -1), http500, html (not JSON), or userinfo (errcode on /sns/userinfo). */
  failure: 'busy' | 'http500' | 'html' | 'userinfo' | null;
  /** The authorize requests received (query parameters). */
  authorizeRequests: Array<Record<string, string>>;
  /** A code for this user, as if the QR code were scanned (no browser needed). */
  issueCode(user: FakeWechatUser): string;
  close(): Promise<void>;
}

export function newWechatUser(opts: { unionid?: boolean; nickname?: string } = {}): FakeWechatUser {
  return {
    openid: nextId('o_'),
    ...(opts.unionid ? { unionid: nextId('u_') } : {}),
    nickname: opts.nickname ?? '粤语学习者',
    headimgurl: 'http://thirdwx.qlogo.cn/mmopen/fake/132',
  };
}

export async function startFakeWechat(): Promise<FakeWechat> {
  const codes = new Map<string, { user: FakeWechatUser; used: boolean }>();
  const tokens = new Map<string, FakeWechatUser>();
  const text = 'text/plain';

  const fake: Omit<FakeWechat, 'baseUrl' | 'close'> = {
    appId: 'wx_fake_app',
    secret: 'fake-wechat-secret-0123456789',
    nextUser: newWechatUser(),
    failure: null,
    authorizeRequests: [],
    issueCode(user) {
      const code = nextId('code_');
      codes.set(code, { user, used: false });
      return code;
    },
  };

  const server = await listen((_req, url, _body, res) => {
    const q = Object.fromEntries(url.searchParams);
    if (url.pathname === '/connect/qrconnect') {
      fake.authorizeRequests.push(q);
      if (
        q.appid !== fake.appId ||
        q.scope !== 'snsapi_login' ||
        q.response_type !== 'code' ||
        !q.redirect_uri
      ) {
        return void res
          .writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
          .end('<p>参数错误</p>');
      }
      return redirect(res, q.redirect_uri, {
        code: fake.issueCode(fake.nextUser),
        state: q.state ?? '',
      });
    }
    if (fake.failure === 'http500') return void res.writeHead(500).end('Internal Server Error');
    if (fake.failure === 'html')
      return void res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html>502 Bad Gateway</html>');
    if (fake.failure === 'busy')
      return sendJson(res, 200, { errcode: -1, errmsg: 'system error' }, text);
    if (url.pathname === '/sns/oauth2/access_token') {
      if (q.appid !== fake.appId)
        return sendJson(res, 200, { errcode: 40013, errmsg: 'invalid appid' }, text);
      if (q.secret !== fake.secret)
        return sendJson(res, 200, { errcode: 40125, errmsg: 'invalid appsecret' }, text);
      if (q.grant_type !== 'authorization_code')
        return sendJson(res, 200, { errcode: 40002, errmsg: 'invalid grant_type' }, text);
      const entry = codes.get(q.code ?? '');
      if (!entry) return sendJson(res, 200, { errcode: 40029, errmsg: 'invalid code' }, text);
      if (entry.used) return sendJson(res, 200, { errcode: 40163, errmsg: 'code been used' }, text);
      entry.used = true;
      const accessToken = nextId('at_');
      tokens.set(accessToken, entry.user);
      return sendJson(
        res,
        200,
        {
          access_token: accessToken,
          expires_in: 7200,
          refresh_token: nextId('rt_'),
          openid: entry.user.openid,
          scope: 'snsapi_login',
          ...(entry.user.unionid ? { unionid: entry.user.unionid } : {}),
        },
        text,
      );
    }
    if (url.pathname === '/sns/userinfo') {
      if (fake.failure === 'userinfo')
        return sendJson(res, 200, { errcode: 40003, errmsg: 'invalid openid' }, text);
      const user = tokens.get(q.access_token ?? '');
      if (!user)
        return sendJson(
          res,
          200,
          { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' },
          text,
        );
      if (q.openid !== user.openid)
        return sendJson(res, 200, { errcode: 40003, errmsg: 'invalid openid' }, text);
      return sendJson(
        res,
        200,
        {
          openid: user.openid,
          nickname: user.nickname,
          sex: 0,
          province: '广东',
          city: '广州',
          country: '中国',
          headimgurl: user.headimgurl ?? '',
          privilege: [],
          ...(user.unionid ? { unionid: user.unionid } : {}),
        },
        text,
      );
    }
    sendJson(res, 404, { errcode: 404, errmsg: 'not found' });
  });
  return Object.assign(fake, server);
}
