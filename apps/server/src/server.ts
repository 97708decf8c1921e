import closeWithGrace from 'close-with-grace';
import { join } from 'node:path';
import { loadConfig } from './config.js';
import { configuredDatabase, openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed.js';
import { buildApp } from './app.js';
import { bufferedLogDestination } from './lib/log-destination.js';

const config = loadConfig();
const target = configuredDatabase(config);
const database = await openDatabase(target);
const seeded = await seedDatabase(database.db, { adminUsername: config.adminUsername, adminPassword: config.adminPassword });
const app = await buildApp({ database, config, logStream: bufferedLogDestination() });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'server closing after an error');
  else app.log.info({ signal }, 'server closing: finishing in-flight requests');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const lines = [
  `粤学已启动: http://${shown}:${config.port}  (数据库: ${'pgliteDir' in target ? `PGlite ${target.pgliteDir}` : 'PostgreSQL'})`,
  `API 文档: http://${shown}:${config.port}/api/docs`,
];
if (seeded.adminCreated) {
  lines.push(
    seeded.generatedPassword
      ? `已创建管理员账号: ${seeded.adminUsername}  密码: ${seeded.generatedPassword}  (仅显示这一次，请登录后修改)`
      : `已创建管理员账号: ${seeded.adminUsername}  (密码来自 ADMIN_PASSWORD)`,
  );
}
if ((await app.mailer.mode()) === 'outbox') lines.push(`邮件: 未配置 SMTP，验证码等邮件写入 ${join(config.dataDir, 'outbox')}（开发发件箱）`);
process.stdout.write(`\n${lines.join('\n')}\n\n`);
