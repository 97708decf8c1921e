import { LIMITS } from '@yuexue/contract';

export type CodePurpose = 'register' | 'reset' | 'bind';

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  register: '注册账号',
  reset: '重置密码',
  bind: '绑定邮箱',
};

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export function verificationCodeMail(siteName: string, code: string, purpose: CodePurpose) {
  const minutes = LIMITS.verification.ttlSeconds / 60;
  const action = PURPOSE_TEXT[purpose];
  const subject = `【${siteName}】${action}验证码：${code}`;
  const text = [
    `您好！`,
    ``,
    `您正在${action}，验证码是：${code}`,
    `验证码${minutes}分钟内有效，仅可使用一次。`,
    `如果这不是您本人的操作，请忽略此邮件，您的账号不会有任何变化。`,
    ``,
    `—— ${siteName}`,
  ].join('\n');
  const site = escapeHtml(siteName);
  const html = `<!doctype html><html lang="zh-CN"><body style="margin:0;padding:24px;background:#f5f7fa;font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f2933">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h2 style="margin:0 0 16px;color:#2E5366">${site}</h2>
<p>您好！</p>
<p>您正在${action}，验证码是：</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;color:#2E5366;margin:16px 0">${code}</p>
<p>验证码 ${minutes} 分钟内有效，仅可使用一次。</p>
<p style="color:#7b8794;font-size:13px">如果这不是您本人的操作，请忽略此邮件，您的账号不会有任何变化。</p>
</div></body></html>`;
  return { subject, text, html };
}

/**
 * Sent instead of a registration code when the address already has an account (issue 26): the
 * form answers as for a new address, so only the owner of the mailbox learns that it is taken.
 */
export function accountExistsMail(siteName: string) {
  const subject = `【${siteName}】有人尝试用您的邮箱注册`;
  const lines = [
    `有人刚刚尝试用这个邮箱地址在${siteName}注册新账号，但它已经绑定了一个账号，所以我们没有发送注册验证码。`,
    `如果是您本人：请直接用这个邮箱登录；忘记密码时，可在登录页点击「忘记密码」重置。`,
    `如果不是您本人，请忽略此邮件，您的账号不会有任何变化。`,
  ];
  const text = ['您好！', '', ...lines, '', `—— ${siteName}`].join('\n');
  const site = escapeHtml(siteName);
  const html = `<!doctype html><html lang="zh-CN"><body style="margin:0;padding:24px;background:#f5f7fa;font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f2933">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h2 style="margin:0 0 16px;color:#2E5366">${site}</h2>
<p>您好！</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
</div></body></html>`;
  return { subject, text, html };
}
