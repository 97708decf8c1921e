import fp from 'fastify-plugin';
import { join } from 'node:path';
import { createSettingsService } from '../modules/settings/service.js';
import { createMailer } from '../providers/mail/mailer.js';

/** Services every module shares: settings (cached, shared by all instances through the DB) and mail. */
export default fp(
  async (app) => {
    const settings = createSettingsService(app.db);
    app.decorate('settings', settings);
    app.decorate(
      'mailer',
      createMailer({
        emailSettings: settings.email,
        siteName: async () => (await settings.general()).site_name,
        smtpUrl: app.config.smtpUrl,
        outboxDir: join(app.config.dataDir, 'outbox'),
        log: app.log,
      }),
    );
  },
  { name: 'core' },
);
