// What app.ts decorates Fastify with; it composes modules and plugins, so their types meet here, above lib/.
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { SettingsService } from './modules/settings/service.js';
import type { Mailer } from './providers/mail/mailer.js';
import type { AuthUser } from './modules/auth/session.js';
import type { PublicLists } from './plugins/public-lists.js';
import type { Access } from './lib/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: 'pglite' | 'postgres';
    config: Config;
    settings: SettingsService;
    mailer: Mailer;
    /** Public list pages every guest sees alike (plugins/public-lists.ts). */
    publicLists: PublicLists;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** A successful call changes what public article or video lists show: their cache is cleared. */
    changesPublicLists?: boolean;
    /** The route answers an HTML page: it gets the page security headers, not the API's (plugins/security.ts). */
    htmlPage?: boolean;
  }
}
