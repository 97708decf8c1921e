import fp from 'fastify-plugin';
import { failure, MSG, type SecuritySettings } from '@yuexue/contract';
import { compileIpList } from '../lib/ip-rules.js';

declare module 'fastify' {
  interface FastifyInstance {
    ipLists: () => Promise<{ black: (ip: string) => boolean; white: (ip: string) => boolean }>;
  }
}

/** Blacklisted IPs (security settings) are refused on every path, before anything else runs. */
export default fp(
  async (app) => {
    let compiled: { from: SecuritySettings; black: (ip: string) => boolean; white: (ip: string) => boolean } | undefined;
    app.decorate('ipLists', async () => {
      const security = await app.settings.security();
      if (compiled?.from !== security) {
        compiled = { from: security, black: compileIpList(security.blacklist_ips), white: compileIpList(security.whitelist_ips) };
      }
      return compiled;
    });

    app.addHook('onRequest', async (req, reply) => {
      const { black, white } = await app.ipLists();
      if (black(req.ip) && !white(req.ip)) {
        return reply.code(403).send(failure(MSG.common.ipBlocked, 'ip_blocked'));
      }
    });
  },
  { name: 'ip-policy', dependencies: ['core'] },
);
