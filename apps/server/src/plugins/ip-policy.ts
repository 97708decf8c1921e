import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure, MSG, type SecuritySettings } from '@yuexue/contract';
import { compileIpList } from '../lib/ip-rules.js';
import { whenAvailable } from '../lib/when-available.js';

export type IpLists = { black: (ip: string) => boolean; white: (ip: string) => boolean };

declare module 'fastify' {
  interface FastifyInstance {
    ipLists: () => Promise<IpLists>;
    /** ipLists() when the security settings are cached (see settings freshSecurity), else undefined. */
    freshIpLists: () => IpLists | undefined;
  }
}

/** Blacklisted IPs (security settings) are refused on every path, before anything else runs. */
export default fp(
  async (app) => {
    let compiled: (IpLists & { from: SecuritySettings }) | undefined;
    const listsOf = (security: SecuritySettings): IpLists => {
      if (compiled?.from !== security) {
        compiled = {
          from: security,
          black: compileIpList(security.blacklist_ips),
          white: compileIpList(security.whitelist_ips),
        };
      }
      return compiled;
    };
    app.decorate('ipLists', async () => listsOf(await app.settings.security()));
    app.decorate('freshIpLists', () => {
      const security = app.settings.freshSecurity();
      return security && listsOf(security);
    });

    const check = (
      { black, white }: IpLists,
      req: FastifyRequest,
      reply: FastifyReply,
      done: () => void,
    ) => {
      if (!black(req.ip) || white(req.ip)) return done();
      reply.code(403).send(failure(MSG.common.ipBlocked, 'ip_blocked'));
    };
    // Callback style: with the settings cached, nothing waits.
    app.addHook('onRequest', (req, reply, done) => {
      whenAvailable(
        app.freshIpLists(),
        app.ipLists,
        (lists) => check(lists, req, reply, done),
        done,
      );
    });
  },
  { name: 'ip-policy', dependencies: ['core'] },
);
