import { readdirSync, readFileSync } from 'node:fs';
import { platform } from 'node:os';
import { expect, it } from 'vitest';
import { startExcelWorker } from './worker-client.js';

/** The nice value of each thread of this process (Linux keeps one per thread). */
const threadNiceValues = () =>
  readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

it.runIf(platform() === 'linux')(
  'runs the Excel worker below the request thread, and only the worker',
  async () => {
    const worker = startExcelWorker({ task: 'export', kind: 'translation_output' });
    try {
      worker.send({ type: 'rows', rows: [['原文', '译文']] });
      expect((await worker.next()).type).not.toBe('error');
      // The process's first thread keeps its priority (whatever the test runner was started with);
      // the worker sits 10 below it.
      const [first, ...rest] = threadNiceValues();
      expect(rest).toContain(Math.min(19, first! + 10));
    } finally {
      await worker.stop();
    }
  },
);
