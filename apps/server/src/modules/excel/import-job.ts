import type { ImportJob } from '@yuexue/contract';
import type { ImportJobRow } from './jobs-repo.js';

export const toImportJob = (j: ImportJobRow): ImportJob => ({
  id: j.id,
  kind: j.kind as ImportJob['kind'],
  status: j.status as ImportJob['status'],
  stage: j.stage as ImportJob['stage'],
  done: j.done,
  total: j.total,
  error: j.error,
  username: j.username,
  created_at: j.createdAt.toISOString(),
  updated_at: j.updatedAt.toISOString(),
});
