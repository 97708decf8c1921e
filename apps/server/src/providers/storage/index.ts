import { resolve } from 'node:path';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';
import type { Storage } from './types.js';

export type { Storage, StoredObject } from './types.js';

/**
 * The storage driver from the environment:
 * STORAGE_DRIVER (local | s3; default local, files under $DATA_DIR/uploads),
 * STORAGE_DIR (local root instead of $DATA_DIR),
 * S3_ENDPOINT, S3_REGION (default us-east-1), S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
 * S3_SESSION_TOKEN (optional), S3_PREFIX (optional key prefix), S3_FORCE_PATH_STYLE (default true),
 * S3_TIMEOUT_MS (default 15000).
 */
export function storageFromEnv(env: NodeJS.ProcessEnv, dataDir: string): Storage {
  const driver = (env.STORAGE_DRIVER ?? 'local').toLowerCase();
  if (driver === 'local') return createLocalStorage(resolve(env.STORAGE_DIR || dataDir));
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be local or s3, not ${driver}`);
  const missing = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(
    (k) => !env[k],
  );
  if (missing.length) throw new Error(`STORAGE_DRIVER=s3 needs ${missing.join(', ')}`);
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+/, '');
  return createS3Storage({
    endpoint: env.S3_ENDPOINT!,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET!,
    credentials: {
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      sessionToken: env.S3_SESSION_TOKEN || undefined,
    },
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    forcePathStyle: !['0', 'false', 'no', 'off'].includes(
      (env.S3_FORCE_PATH_STYLE ?? 'true').toLowerCase(),
    ),
    timeoutMs: Number(env.S3_TIMEOUT_MS) > 0 ? Number(env.S3_TIMEOUT_MS) : 15_000,
  });
}
