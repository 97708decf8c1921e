import closeWithGrace from 'close-with-grace';
import { join } from 'node:path';
import { loadConfig } from './config.js';
import { configuredDatabase, openDatabase } from './db/client.js';
import { seedDatabase } from './seed.js';
import { buildApp } from './app.js';
import { bufferedLogDestination } from './lib/log-destination.js';
import { startBanner } from './lib/start-banner.js';

const config = loadConfig();
const target = configuredDatabase(config);
const database = await openDatabase(target);
const seeded = await seedDatabase(database.db, {
  adminUsername: config.adminUsername,
  adminPassword: config.adminPassword,
});
const app = await buildApp({ database, config, logStream: bufferedLogDestination() });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'server closing after an error');
  else app.log.info({ signal }, 'server closing: finishing in-flight requests');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
process.stdout.write(
  startBanner({
    url: `http://${shown}:${config.port}`,
    database: 'pgliteDir' in target ? `PGlite ${target.pgliteDir}` : 'PostgreSQL',
    admin: seeded.adminCreated
      ? { username: seeded.adminUsername, password: seeded.generatedPassword }
      : undefined,
    outboxDir: (await app.mailer.mode()) === 'outbox' ? join(config.dataDir, 'outbox') : undefined,
  }),
);
