import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const destination = fileURLToPath(new URL('./log-destination.ts', import.meta.url));

/**
 * Runs `body` in a child process logging through bufferedLogDestination to its stdout; returns
 * each line with the time it arrived and the time the child exited.
 */
function runChild(body: string) {
  const script = `import pino from 'pino';
import { bufferedLogDestination } from ${JSON.stringify(destination)};
const log = pino(bufferedLogDestination(1, 300));
${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Array<{ msg: string; at: number }> = [];
  let rest = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop()!;
    for (const p of parts)
      lines.push({ msg: (JSON.parse(p) as { msg: string }).msg, at: Date.now() });
  });
  return new Promise<{ lines: typeof lines; exitedAt: number; code: number | null }>((resolve) =>
    child.on('close', (code) => resolve({ lines, exitedAt: Date.now(), code })),
  );
}

describe('buffered log destination', () => {
  it('writes a quiet process’s line within the flush period, and what is left when it exits', async () => {
    const run = await runChild(`log.info('first');
setTimeout(() => { log.info('last'); process.exit(0); }, 2500);`);
    expect(run.code).toBe(0);
    expect(run.lines.map((l) => l.msg)).toEqual(['first', 'last']);
    // Without the periodic flush the first line would wait in the buffer until the exit.
    expect(run.exitedAt - run.lines[0]!.at).toBeGreaterThan(1000);
  });

  it('loses no line of a burst larger than its block', async () => {
    const run = await runChild(`for (let i = 0; i < 2000; i++) log.info('line ' + i);
process.exit(0);`);
    expect(run.code).toBe(0);
    expect(run.lines.map((l) => l.msg)).toEqual(
      Array.from({ length: 2000 }, (_, i) => `line ${i}`),
    );
  });
});
