import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';

async function run(
  args: string[],
  input: string,
): Promise<{ code: number; out: string; err: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d) => (out += String(d)));
  stderr.on('data', (d) => (err += String(d)));
  const code = await main(args, { stdin: Readable.from([input]), stdout, stderr });
  return { code, out, err };
}

describe('yuexue-cantonese annotate (main)', () => {
  it('writes one line per input line with one syllable per Han character', async () => {
    const { code, out } = await run(['annotate'], '银行行长\n\nhello 2024年！\n你好，世界\n');
    expect(code).toBe(0);
    expect(out).toBe('ngan4 hong4 hong4 zoeng2\n\nnin4\nnei5 hou2 sai3 gaai3\n');
  });

  it('supports the Guangzhou systems and JSON', async () => {
    expect((await run(['annotate', '--system', 'guangzhou'], '你好\n')).out).toBe('néi5 hou2\n');
    expect((await run(['annotate', '--system=guangzhou-sup'], '你好\n')).out).toBe('néi⁵ hou²\n');
    expect((await run(['annotate', '--json'], '你好\nabc\n')).out).toBe('["nei5","hou2"]\n[]\n');
  });

  it('rejects unknown options and commands with a usage message', async () => {
    const bad = await run(['annotate', '--system', 'ipa'], '');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--system');
    const unknown = await run(['frobnicate'], '');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('usage');
  });
});

describe('bin/yuexue-cantonese (built)', () => {
  const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
  beforeAll(() => {
    execFileSync('npm', ['run', 'build'], { cwd: pkg, stdio: 'ignore' });
  }, 120_000);

  it('runs the built CLI on stdin', () => {
    const out = execFileSync(join(pkg, 'bin/yuexue-cantonese'), ['annotate'], {
      input: '多少钱\n冇问题\n',
    }).toString();
    expect(out).toBe('do1 siu2 cin2\nmou5 man6 tai4\n');
  });
});
