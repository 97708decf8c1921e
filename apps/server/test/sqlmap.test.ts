import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { exited, startServerProcess } from './server-process.js';

/**
 * sqlmap (Debian) against the list and search endpoints, public and admin (issue 12): it must find
 * nothing injectable. Runs against PostgreSQL when TEST_DATABASE_URL is set (the production DBMS),
 * else against the embedded database.
 */
const hasSqlmap = existsSync('/usr/bin/sqlmap');
const dirs: string[] = [];
let server: Awaited<ReturnType<typeof startServerProcess>>;
let adminToken = '';
let dbName: string | undefined;

function sqlmap(url: string, params: string, headers: string[] = []): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'yuexue-sqlmap-'));
  dirs.push(out);
  const args = [
    '-u',
    url,
    '-p',
    params,
    '--batch',
    '--level=1',
    '--risk=1',
    '--dbms=PostgreSQL',
    '--technique=BEUT',
    '--flush-session',
    '--disable-coloring',
    '--timeout=10',
    '--retries=0',
    '--threads=4',
    `--output-dir=${out}`,
  ];
  for (const h of headers) args.push('-H', h);
  return new Promise((resolve) => {
    const p = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    p.stdout.on('data', (c: Buffer) => (text += c.toString()));
    p.stderr.on('data', (c: Buffer) => (text += c.toString()));
    p.on('exit', () => resolve(text));
  });
}

describe.runIf(hasSqlmap)('sqlmap', () => {
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'yuexue-sqlmap-db-'));
    dirs.push(dataDir);
    let databaseUrl = '';
    if (process.env.TEST_DATABASE_URL) {
      dbName = `yuexue_sqlmap_${randomBytes(4).toString('hex')}`;
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`CREATE DATABASE ${dbName}`);
      await c.end();
      databaseUrl = Object.assign(new URL(process.env.TEST_DATABASE_URL), {
        pathname: `/${dbName}`,
      }).toString();
    }
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_PER_MINUTE: '1000000',
      ADMIN_PASSWORD: 'Sqlmap-admin-1',
    });
    const login = await fetch(`${server.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Sqlmap-admin-1' }),
    });
    adminToken = ((await login.json()) as { token: string }).token;
  }, 120_000);

  afterAll(async () => {
    if (server) {
      server.proc.kill('SIGTERM');
      await exited(server.proc);
    }
    if (dbName) {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    }
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  const targets: Array<[string, string, boolean]> = [
    ['/api/article/list/paginated?page=1&size=6&search=yue', 'search,page,size', false],
    [
      '/api/video/list/paginated?page=1&size=4&search=yue&channel=Bilibili',
      'search,channel',
      false,
    ],
    ['/api/tag/list?type=article', 'type', false],
    ['/api/comments/latest?limit=10', 'limit', false],
    [
      '/api/translation/paginated?page=1&size=10&search=yue&translate_type=translate_input',
      'search,translate_type',
      true,
    ],
    ['/api/phonetics/paginated?page=1&size=10&search=yue', 'search', true],
    ['/api/admin/order/list?page=1&limit=10&search=yue', 'search', true],
    ['/api/users/subscription?page=1&page_size=10&search=yue', 'search', true],
    ['/api/admin/article/list/paginated?page=1&size=10&search=yue', 'search', true],
  ];

  it('finds nothing injectable in the list and search endpoints', async () => {
    const findings: string[] = [];
    let tested = 0;
    for (const [path, params, asAdmin] of targets) {
      const probe = await fetch(`${server.base}${path}`, {
        headers: asAdmin ? { authorization: `Bearer ${adminToken}` } : {},
      });
      if (probe.status === 404) continue; // a route another issue has not added yet
      tested += 1;
      const out = await sqlmap(
        `${server.base}${path}`,
        params,
        asAdmin ? [`Authorization: Bearer ${adminToken}`] : [],
      );
      if (
        /identified the following injection point|is vulnerable|appears to be injectable/i.test(out)
      )
        findings.push(`${path}\n${out.slice(-1500)}`);
      if (!/do not appear to be injectable|not injectable/i.test(out))
        findings.push(`${path}: sqlmap did not finish testing\n${out.slice(-800)}`);
    }
    expect(tested).toBeGreaterThanOrEqual(3);
    expect(findings).toEqual([]);
  }, 900_000);
});
