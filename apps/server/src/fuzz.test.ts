import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, freshIp, type TestApp } from '../test/app.js';
import { roles, users } from './db/schema/index.js';
import { hashPassword } from './lib/password.js';

/**
 * Schema-driven fuzzing (issue 12): requests are generated from each route's own OpenAPI schema
 * (itself generated from the zod schema that validates the route), valid and invalid, for every
 * route the server registers and as several kinds of caller. No answer may be a 5xx, every 4xx
 * carries the envelope with a message, and callers without access change nothing.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
};

/** Requests per run across all routes and callers (issue 12 asks for at least 10,000). */
const TARGET_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
let runsPerRouteAndActor = 20;

function arb(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alts = schema.anyOf ?? schema.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((s) => arb(s, depth + 1)));
  if (schema.allOf?.length) return arb(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(
        fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 40, 200),
        }),
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.constantFrom(
          '你好',
          '行长',
          '<script>alert(1)</script>',
          "' OR 1=1 --",
          'a@b.cn',
          'https://example.com/x',
          '/uploads/x.png',
          '#2E5366',
          '',
          'a\u0000b',
          '\uD800',
          '𠮷'.repeat(3),
        ),
      );
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? -1000,
        max: Math.min(schema.maximum ?? 1_000_000, 2_147_483_647),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arb(schema.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, s] of Object.entries(props)) shape[k] = arb(s, depth + 1);
      return fc.record(shape, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Half of the requests follow the schema, half are anything at all. */
const bodyArb = (schema: JsonSchema | undefined) =>
  fc.oneof(arb(schema), fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined));

interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
  query: Array<{ name: string; schema: JsonSchema }>;
  params: Array<{ name: string; schema: JsonSchema }>;
  multipart: boolean;
}

let t: TestApp;
const actors: Record<string, number | null> = { guest: null };

async function countRows(): Promise<string> {
  // Row counts and a content hash of the tables an outsider must never change.
  const tables = ['users', 'roles', 'settings', 'menus', 'translation_records', 'phonetic_records'];
  const counts: string[] = [];
  for (const name of tables) {
    const r = await t.database.db.execute(
      sql.raw(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS h FROM ${name} t`,
      ),
    );
    const row = (r as unknown as { rows: Array<{ n: number; h: string }> }).rows[0]!;
    counts.push(`${name}:${row.n}:${row.h}`);
  }
  return counts.join('|');
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const roleId = async (code: string) =>
    (await db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, code)))[0]!.id;
  const hash = await hashPassword('secret123');
  for (const [name, role, isAdmin] of [
    ['fuzz-member', 'free_member', false],
    ['fuzz-creator', 'creator', true],
    ['fuzz-admin', 'admin', true],
  ] as const) {
    const [row] = await db
      .insert(users)
      .values({ username: name, passwordHash: hash, roleId: await roleId(role), isAdmin })
      .returning({ id: users.id });
    actors[name] = row!.id;
  }
});
afterAll(async () => {
  await t?.close();
});

async function operations(): Promise<Operation[]> {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
        }
      >
    >;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema })),
        params: (op.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema })),
      });
    }
  }
  return ops;
}

async function fuzzAs(
  actor: string,
  ops: Operation[],
): Promise<{ sent: number; failures: string[] }> {
  const failures: string[] = [];
  let sent = 0;
  for (const op of ops) {
    const requestArb = fc.record({
      body: bodyArb(op.body),
      query: fc.record(
        Object.fromEntries(
          op.query.map((q) => [q.name, fc.oneof(arb(q.schema), fc.string({ maxLength: 12 }))]),
        ),
        { requiredKeys: [] },
      ),
      params: fc.record(
        Object.fromEntries(
          op.params.map((p) => [
            p.name,
            fc.oneof(
              fc.integer({ min: -5, max: 1_000_000 }).map(String),
              fc.string({ minLength: 1, maxLength: 12 }),
            ),
          ]),
        ),
      ),
    });
    const samples = fc.sample(requestArb, runsPerRouteAndActor);
    const userId = actors[actor];
    const token = userId ? await t.app.auth.tokens.issue(userId, '127.0.0.1', 'fuzz') : undefined;
    for (const sample of samples) {
      const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        encodeURIComponent(String((sample.params as Record<string, unknown>)[name] ?? '1')),
      );
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(sample.query as Record<string, unknown>)) {
        if (Array.isArray(v)) v.forEach((x) => query.append(k, String(x)));
        else if (v !== undefined)
          query.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
      }
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      const hasBody = op.method !== 'GET' && op.method !== 'DELETE' && sample.body !== undefined;
      if (hasBody) headers['content-type'] = 'application/json';
      const res = await t.app.inject({
        method: op.method as 'GET',
        url: `${url}${query.size ? `?${query}` : ''}`,
        headers,
        payload: hasBody ? JSON.stringify(sample.body) : undefined,
        remoteAddress: freshIp(),
      });
      sent += 1;
      const label = `${op.method} ${op.path} as ${actor} → ${res.statusCode}`;
      const seenBefore = failures.some((f) => f.startsWith(label));
      if (res.statusCode >= 500 && res.statusCode !== 503 && !seenBefore)
        failures.push(
          `${label}: ${res.body.slice(0, 300)} | body ${JSON.stringify(sample.body)?.slice(0, 200)}`,
        );
      if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
        const b = res.json() as { status?: unknown; error?: unknown };
        if ((b.status !== false || typeof b.error !== 'string' || !b.error) && !seenBefore)
          failures.push(`${label}: no envelope ${res.body.slice(0, 200)}`);
      }
    }
  }
  return { sent, failures };
}

describe('schema-driven fuzzing', () => {
  it('never answers 5xx, always with the envelope, and outsiders change nothing', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(10);
    const privileged = ops.filter((o) => !o.path.startsWith('/api/docs'));
    const isAdminPath = (o: Operation) => o.path.includes('/admin');
    const combos =
      privileged.filter((o) => isAdminPath(o) || o.method !== 'GET').length + privileged.length * 3;
    runsPerRouteAndActor = Math.ceil(TARGET_REQUESTS / combos);
    // Outsiders first: data must be identical before and after.
    const before = await countRows();
    const guest = await fuzzAs(
      'guest',
      privileged.filter((o) => isAdminPath(o) || o.method !== 'GET'),
    );
    const member = await fuzzAs('fuzz-member', privileged.filter(isAdminPath));
    expect(await countRows()).toBe(before);
    const creator = await fuzzAs('fuzz-creator', privileged);
    const admin = await fuzzAs('fuzz-admin', privileged);
    const memberAll = await fuzzAs(
      'fuzz-member',
      privileged.filter((o) => !isAdminPath(o)),
    );
    const all = [guest, member, creator, admin, memberAll];
    const sent = all.reduce((n, r) => n + r.sent, 0);
    const failures = all.flatMap((r) => r.failures);
    console.log(`fuzz: ${sent} requests over ${privileged.length} operations`);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TARGET_REQUESTS);
  }, 600_000);
});

/** Text fields that state a ceiling (maxLength), found through objects and arrays: [path, ceiling]. */
function limitedTexts(
  schema: JsonSchema | undefined,
  path: string[] = [],
  depth = 0,
): Array<[string[], number]> {
  if (!schema || depth > 4) return [];
  const found: Array<[string[], number]> = [];
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'string' && schema.maxLength !== undefined && !schema.enum)
    found.push([path, schema.maxLength]);
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...limitedTexts(alt, path, depth + 1));
  for (const [k, s] of Object.entries(schema.properties ?? {}))
    found.push(...limitedTexts(s, [...path, k], depth + 1));
  if (schema.items) found.push(...limitedTexts(schema.items, [...path, '0'], depth + 1));
  return found;
}

/** `value` set at `path` inside a copy of `base`, creating objects and one-item arrays on the way. */
function setAt(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (head === '0') return [setAt(Array.isArray(base) ? base[0] : undefined, rest, value)];
  const obj =
    base && typeof base === 'object' && !Array.isArray(base)
      ? (base as Record<string, unknown>)
      : {};
  return { ...obj, [head!]: setAt(obj[head!], rest, value) };
}

describe('length limits (issue 27)', () => {
  it('answers every over-long text field of every body and query with a 4xx: never 5xx, never 2xx', async () => {
    const ops = (await operations()).filter((o) => !o.path.startsWith('/api/docs'));
    const adminToken = await t.app.auth.tokens.issue(actors['fuzz-admin']!, '127.0.0.1', 'fuzz');
    const memberToken = await t.app.auth.tokens.issue(actors['fuzz-member']!, '127.0.0.1', 'fuzz');
    const failures: string[] = [];
    let checked = 0;
    for (const op of ops) {
      const url = op.path.replace(/\{(\w+)\}/g, '1');
      const fields = [
        ...limitedTexts(op.body).map(([path, max]) => ({ where: 'body' as const, path, max })),
        ...op.query
          .filter((q) => q.schema.type === 'string' && q.schema.maxLength !== undefined)
          .map((q) => ({ where: 'query' as const, path: [q.name], max: q.schema.maxLength! })),
      ];
      for (const field of fields) {
        const long = 'x'.repeat(field.max + 1);
        const [base] = fc.sample(arb(op.body), { numRuns: 1, seed: 27 });
        const body = field.where === 'body' ? setAt(base, field.path, long) : base;
        const query =
          field.where === 'query' ? `?${new URLSearchParams({ [field.path[0]!]: long })}` : '';
        for (const token of op.path.includes('/admin') ? [adminToken] : [adminToken, memberToken]) {
          const hasBody = op.method !== 'GET' && op.method !== 'DELETE' && !op.multipart;
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: `${url}${query}`,
            headers: {
              authorization: `Bearer ${token}`,
              ...(hasBody ? { 'content-type': 'application/json' } : {}),
            },
            payload: hasBody ? JSON.stringify(body ?? {}) : undefined,
            remoteAddress: freshIp(),
          });
          checked += 1;
          if (res.statusCode < 400 || res.statusCode >= 500)
            failures.push(
              `${op.method} ${op.path} ${field.where} ${field.path.join('.')} (max ${field.max}) → ${res.statusCode} ${res.body.slice(0, 160)}`,
            );
        }
      }
    }
    console.log(`length limits: ${checked} over-long requests`);
    expect(checked).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  }, 300_000);
});
