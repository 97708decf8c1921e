/// <reference lib="dom" />
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import {
  newWechatUser,
  startFakeWechat,
  type FakeWechat,
} from '../../apps/server/src/providers/social-login/test/fake-wechat.js';
import { ADMIN } from '../support/env.js';
import { registerMember, useToken } from './accounts.js';
import { atPath } from '../support/at-path.js';

const O = MSG.socialLogin;
let wx: FakeWechat;

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** The back office's OAuth tab, saved through its API: WeChat pointing at the local fake. */
async function saveWechat(request: APIRequestContext, baseURL: string, enabled: boolean) {
  const res = await request.post('/api/admin/system/settings?category=oauth', {
    headers: await adminHeaders(request),
    data: {
      providers: {
        wechat: {
          enabled,
          client_id: wx.appId,
          client_secret: wx.secret,
          redirect_uri: `${baseURL}/auth/wechat`,
          api_base: wx.baseUrl,
          open_base: wx.baseUrl,
        },
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function userInfo(page: Page) {
  return page.evaluate(async () => {
    const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
    const res = await fetch('/api/userinfo', { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()) as {
      data: {
        username: string;
        has_password: boolean;
        oauth_instances: Array<{ provider_type: string; provider_id: string }>;
      };
    };
  });
}

test.beforeAll(async ({ request, baseURL }) => {
  wx = await startFakeWechat();
  await saveWechat(request, baseURL!, true);
});
test.afterAll(async ({ request, baseURL }) => {
  await saveWechat(request, baseURL!, false);
  await wx.close();
});

test('a visitor signs in with WeChat (QR login through the fake provider) and lands where they were going', async ({
  page,
}) => {
  const person = newWechatUser({ nickname: `微信E2E${Date.now().toString(36).slice(-5)}` });
  wx.nextUser = person;
  await page.goto('/login?redirect=/collection');
  const wechat = page.getByRole('button', { name: '微信登录' });
  await expect(wechat).toBeEnabled();
  await wechat.click();

  // The fake's QR page "scans" at once and sends the browser back to /auth/wechat?code=…&state=….
  await expect(page).toHaveURL(atPath('/collection'));
  expect(wx.authorizeRequests.at(-1)).toMatchObject({ scope: 'snsapi_login', appid: wx.appId });
  const me = await userInfo(page);
  expect(me.data).toMatchObject({
    username: person.nickname,
    has_password: false,
    oauth_instances: [{ provider_type: 'wechat', provider_id: person.openid }],
  });

  await page.goto('/user-center');
  await expect(page.getByTestId('social-bindings').getByText(O.bound('微信'))).toBeVisible();
  // A password-less account cannot strand itself by unbinding its only way in.
  await expect(
    page.getByTestId('social-bindings').getByRole('button', { name: O.unbindAction }),
  ).toHaveCount(0);
});

test('a password account binds WeChat from the user center, then signs in with it; a second account is refused', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'wxb');
  await useToken(page, member.token);
  await page.goto('/user-center');
  const bindings = page.getByTestId('social-bindings');
  const person = newWechatUser({ nickname: '绑定测试' });
  wx.nextUser = person;
  await bindings.getByRole('button', { name: O.bindAction('微信') }).click();

  await expect(page).toHaveURL(atPath('/user-center'));
  await expect(page.getByText(O.bindSuccess('微信'))).toBeVisible();
  await expect(bindings.getByTestId('bound-wechat')).toHaveText(O.bound('微信'));
  expect((await userInfo(page)).data.oauth_instances).toEqual([
    { provider_type: 'wechat', provider_id: person.openid },
  ]);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('redirectAfterLogin'),
      localStorage.getItem('oauthBindingMode'),
    ]),
  ).toEqual([null, null]);

  // Signed out, the same WeChat now opens the member's own account.
  await page.evaluate(() => localStorage.removeItem('token'));
  wx.nextUser = person;
  await page.goto('/login');
  await page.getByRole('button', { name: '微信登录' }).click();
  await expect(page).toHaveURL(atPath('/'));
  expect((await userInfo(page)).data.username).toBe(member.username);

  // Another member binding the same WeChat gets the failure page, with the way back to the user center.
  const other = await registerMember(request, 'wxc');
  await useToken(page, other.token);
  await page.goto('/user-center');
  wx.nextUser = person;
  await page
    .getByTestId('social-bindings')
    .getByRole('button', { name: O.bindAction('微信') })
    .click();
  await expect(page).toHaveURL(/\/auth\/wechat\?code=/);
  await expect(page.getByRole('alert')).toHaveText(
    O.failedBecause(MSG.auth.wechatBindFailed, O.boundToOther('微信')),
  );
  await expect(page.getByText(MSG.auth.wechatBindFailed, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: O.backToUserCenter }).click();
  await expect(page).toHaveURL(atPath('/user-center'));
  await expect(
    page.getByTestId('social-bindings').getByRole('button', { name: O.bindAction('微信') }),
  ).toBeVisible();
});

test('the callback without a code shows the spec message and the way back', async ({ page }) => {
  await page.goto('/auth/wechat?state=abc');
  await expect(page.getByRole('alert')).toHaveText(MSG.auth.wechatCodeMissing);
  await page.getByRole('button', { name: O.backHome }).click();
  await expect(page).toHaveURL(atPath('/'));
});
