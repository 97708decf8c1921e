import type { FastifyRequest } from 'fastify';

/**
 * A preValidation hook accepting both `name=1&name=2` and the bracket form `name[]=1&name[]=2`
 * that some HTTP clients send for arrays: the bracket key is folded into `name`.
 */
export function arrayQueryAlias(name: string) {
  const bracket = `${name}[]`;
  return async (req: FastifyRequest) => {
    const q = req.query as Record<string, unknown> | undefined;
    if (!q || !(bracket in q)) return;
    const merged = [q[name], q[bracket]].flat().filter((v) => v !== undefined);
    delete q[bracket];
    q[name] = merged;
  };
}
