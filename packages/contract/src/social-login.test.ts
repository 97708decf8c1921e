import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import {
  oauthCallbackBody,
  oauthFailed,
  oauthUnavailable,
  oauthCallbackPath,
} from './social-login.js';

describe('social sign-in messages are the spec’s (public-site §8)', () => {
  it('WeChat: login failed, binding failed, code missing, not open, try again later', () => {
    expect(oauthFailed('wechat', 'login')).toBe(MSG.auth.wechatLoginFailed);
    expect(oauthFailed('wechat', 'bind')).toBe(MSG.auth.wechatBindFailed);
    expect(MSG.socialLogin.codeMissing('微信')).toBe(MSG.auth.wechatCodeMissing);
    expect(MSG.socialLogin.notOpen('微信')).toBe(MSG.auth.wechatNotOpen);
    expect(oauthUnavailable('wechat')).toBe('微信登录失败，请稍后再试');
    expect(oauthUnavailable('google')).toBe('Google登录失败，请稍后再试');
  });

  it('the callback body defaults state to empty and names the callback route per provider', () => {
    expect(oauthCallbackBody.parse({ provider: 'wechat', code: ' abc ' })).toEqual({
      provider: 'wechat',
      code: 'abc',
      state: '',
    });
    expect(
      oauthCallbackBody.safeParse({ provider: 'qq', code: 'x' }).error?.issues[0]?.message,
    ).toBe(MSG.socialLogin.providerInvalid);
    expect(oauthCallbackPath('wechat')).toBe('/auth/wechat');
  });
});
