import { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { acquireDirLock } from '../db/dir-lock.js';

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let err = '';
    p.stderr.on('data', (c: Buffer) => (err += c.toString()));
    p.on('error', reject);
    p.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}: ${err.trim()}`)),
    );
  });
}

/** PGlite: a consistent tarball of the data directory (the server must be stopped: one process per directory). */
export async function backupPglite(dataDir: string, outFile: string): Promise<void> {
  const release = acquireDirLock(dataDir);
  const db = new PGlite(dataDir);
  try {
    await db.waitReady;
    const dump = await db.dumpDataDir('gzip');
    writeFileSync(outFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
    release();
  }
}

/** PGlite: restores a tarball into an empty data directory. */
export async function restorePglite(inFile: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`恢复目标 ${dataDir} 不是空目录`);
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDirLock(dataDir);
  try {
    const blob = new Blob([readFileSync(inFile)], { type: 'application/x-gzip' });
    const db = new PGlite(dataDir, { loadDataDir: blob });
    await db.waitReady;
    await db.close();
  } finally {
    release();
  }
}

/** PostgreSQL: pg_dump in the custom format, online (instances keep serving). */
export function backupPostgres(url: string, outFile: string): Promise<void> {
  return run('pg_dump', ['--format=custom', '--no-owner', `--file=${outFile}`, `--dbname=${url}`]);
}

/** PostgreSQL: restores into an existing (normally empty) database. */
export function restorePostgres(inFile: string, url: string): Promise<void> {
  return run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${url}`, inFile]);
}
