import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_SETTINGS } from '@yuexue/contract';
import { createMailer } from './mailer.js';
import { verificationCodeMail } from './templates.js';

const dir = mkdtempSync(join(tmpdir(), 'yuexue-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('development outbox (issue 27)', () => {
  it('logs the subject without the verification code; the mail file keeps it', async () => {
    const lines: Array<{ obj: Record<string, unknown>; msg: string }> = [];
    const mailer = createMailer({
      emailSettings: async () => ({ ...DEFAULT_EMAIL_SETTINGS, host: '' }),
      siteName: async () => '粤学',
      outboxDir: dir,
      log: { info: (obj, msg) => lines.push({ obj: obj as Record<string, unknown>, msg }) },
    });
    const delivery = await mailer.send({
      to: 'someone@example.com',
      ...verificationCodeMail('粤学', '482913', 'register'),
    });
    expect(delivery.via).toBe('outbox');
    expect(lines).toHaveLength(1);
    const logged = JSON.stringify(lines[0]);
    expect(logged).not.toContain('482913');
    expect(lines[0]!.obj.subject).toBe('【粤学】注册账号验证码：******');
    expect(readFileSync((delivery as { file: string }).file, 'utf8')).toContain('482913');
  });
});
