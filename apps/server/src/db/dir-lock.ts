import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one data directory corrupt it.
 * A pid file beside the data refuses a second opener while the first is alive.
 */
export function acquireDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = join(dir, '..', `${dir.split(/[\\/]/).pop() ?? 'db'}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `数据库目录 ${dir} 正被进程 ${holder} 使用。PGlite 只允许一个进程打开；请先停止它，或用 DATABASE_URL 连接 PostgreSQL 以运行多个实例。`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`无法锁定数据库目录 ${dir}`);
}
