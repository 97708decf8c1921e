import { escapeHtml } from '../../providers/mail/templates.js';

/** The message sent by the settings screen's "send test e-mail" button. */
export function testMail(siteName: string) {
  const subject = `【${siteName}】测试邮件`;
  const text = `这是一封测试邮件。\n\n收到它说明${siteName}的邮件设置可以正常发信，验证码等邮件会通过同一设置发送。\n\n—— ${siteName}`;
  const html = `<!doctype html><html lang="zh-CN"><body style="font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif">
<p>这是一封测试邮件。</p><p>收到它说明${escapeHtml(siteName)}的邮件设置可以正常发信，验证码等邮件会通过同一设置发送。</p><p>—— ${escapeHtml(siteName)}</p></body></html>`;
  return { subject, text, html };
}
