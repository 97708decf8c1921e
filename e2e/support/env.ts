import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** Shared between the global setup and the tests (they run in different processes). */
export const E2E_DIR = process.env.E2E_DIR ?? join(tmpdir(), 'yuexue-e2e');
export const MAIL_DIR = join(E2E_DIR, 'mail');
export const ADMIN = { username: 'admin', password: 'E2e-admin-pass-1' };
