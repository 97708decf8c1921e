import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner.js';

describe('startBanner (issue 26: the start output ends with a clear block)', () => {
  it('frames the address and, on the first start, the admin login', () => {
    const text = startBanner({
      url: 'http://localhost:3000',
      database: 'PGlite ./data/db',
      admin: { username: 'admin', password: 'Pw123456' },
    });
    const lines = text.trim().split('\n');
    expect(lines[0]).toMatch(/^═{20,}$/);
    expect(lines.at(-1)).toBe(lines[0]);
    expect(text).toContain('http://localhost:3000/admin');
    expect(text).toMatch(/管理员账号 +admin +密码 Pw123456/);
    expect(text).toContain('修改密码');
  });

  it('names no login on later starts', () => {
    expect(startBanner({ url: 'http://localhost:3000', database: 'PostgreSQL' })).not.toContain(
      '管理员',
    );
  });
});
