import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { llmConfigFromEnv, type LlmConfig } from './providers/llm/openai-compatible.js';

/** apps/server, whether running from src/ (tests, dev) or dist/ (production). */
export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(SERVER_ROOT, '../..');

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  logLevel: string;
  trustProxy: boolean | string;
  smtpUrl: string | undefined;
  publicUrl: string | undefined;
  webDist: string;
  languageDataDir: string;
  /** Optional OpenAI-compatible model that polishes the rule engine's translation (off unless configured). */
  llm: LlmConfig | undefined;
  /** How long a public article or video list page may be answered from memory (0: never). */
  listCacheMs: number;
  /** Days an upload must stay unreferenced before the nightly sweep deletes it (0: never delete). */
  uploadOrphanDays: number;
  /**
   * Who confirms a sandbox (test) payment: 'admin' (default) in the back office, or 'self' — whoever
   * opens the payment page — only when PAYMENT_SANDBOX=self-confirm is set for a demo.
   */
  sandboxConfirm: 'admin' | 'self';
}

function bool(v: string | undefined): boolean | undefined {
  if (v === undefined || v === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
}

/** Every environment variable the server reads, with its default (mirrored in README.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? resolve(REPO_ROOT, 'data'));
  const trust = env.TRUST_PROXY;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: env.JWT_SECRET || undefined,
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: bool(trust) ?? (trust ? trust : false),
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    webDist: resolve(env.WEB_DIST ?? resolve(SERVER_ROOT, '../web/dist')),
    languageDataDir: resolve(env.YUEXUE_DATA_DIR ?? resolve(REPO_ROOT, '../shared/data')),
    llm: llmConfigFromEnv(env),
    listCacheMs: Math.max(0, Number(env.LIST_CACHE_MS ?? 1000) || 0),
    uploadOrphanDays: Math.max(0, Math.floor(Number(env.UPLOAD_ORPHAN_DAYS ?? 30) || 0)),
    // Anything but the exact opt-in keeps the safe default: a typo never gives memberships away.
    sandboxConfirm: env.PAYMENT_SANDBOX?.trim().toLowerCase() === 'self-confirm' ? 'self' : 'admin',
  };
}
