// Operations: `npm run ops -w @yuexue/server -- backup <file>` / `restore <file>` / `sweep-uploads`.
// Uses DATABASE_URL when set (pg_dump/pg_restore), else the PGlite directory under DATA_DIR
// (which only one process may open: stop the server first for restore and, on PGlite, sweep-uploads).
import { loadConfig } from '../config.js';
import { configuredDatabase, openDatabase } from '../db/client.js';
import { createUploadsRepo } from '../modules/uploads/repo.js';
import { sweepUploads } from '../modules/uploads/sweep.js';
import { storageFromEnv } from '../providers/storage/index.js';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup.js';

const [command, file] = process.argv.slice(2);
const config = loadConfig();
const target = configuredDatabase(config);

async function sweepNow() {
  if (config.uploadOrphanDays <= 0) {
    console.error('UPLOAD_ORPHAN_DAYS=0: 未引用的上传文件不删除');
    process.exit(2);
  }
  const database = await openDatabase(target);
  try {
    const report = await sweepUploads({
      repo: createUploadsRepo(database.db),
      storage: storageFromEnv(process.env, config.dataDir),
      graceDays: config.uploadOrphanDays,
      onProgress: (p) =>
        console.log(p.phase === 'scan' ? `已检查 ${p.done} 个文件…` : `删除 ${p.done}/${p.total}…`),
    });
    console.log(
      `清理完成: 共 ${report.stored} 个上传文件，${report.referenced} 个在用，${report.unreferenced} 个未被引用，` +
        `删除 ${report.deleted} 个（未引用满 ${config.uploadOrphanDays} 天）`,
    );
  } finally {
    await database.close();
  }
}

if (command === 'sweep-uploads') await sweepNow();
else if (file && command === 'backup') {
  await ('url' in target ? backupPostgres(target.url, file) : backupPglite(target.pgliteDir, file));
  console.log(`备份完成: ${file}`);
} else if (file && command === 'restore') {
  await ('url' in target
    ? restorePostgres(file, target.url)
    : restorePglite(file, target.pgliteDir));
  console.log(`恢复完成: ${'url' in target ? 'PostgreSQL' : target.pgliteDir}`);
} else {
  console.error('用法: ops backup <文件> | ops restore <文件> | ops sweep-uploads');
  process.exit(2);
}
