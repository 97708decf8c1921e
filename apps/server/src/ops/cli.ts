// Operations: `npm run ops -w @yuexue/server -- backup <file>` / `restore <file>`.
// Uses DATABASE_URL when set (pg_dump/pg_restore), else the PGlite directory under DATA_DIR.
import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup.js';

const [command, file] = process.argv.slice(2);
const config = loadConfig();
if (!file || (command !== 'backup' && command !== 'restore')) {
  console.error('用法: ops backup <文件> | ops restore <文件>');
  process.exit(2);
}
const pgliteDir = join(config.dataDir, 'db');
if (command === 'backup') {
  await (config.databaseUrl ? backupPostgres(config.databaseUrl, file) : backupPglite(pgliteDir, file));
  console.log(`备份完成: ${file}`);
} else {
  await (config.databaseUrl ? restorePostgres(file, config.databaseUrl) : restorePglite(file, pgliteDir));
  console.log(`恢复完成: ${config.databaseUrl ? 'PostgreSQL' : pgliteDir}`);
}
