import { testEmailResponse } from '@yuexue/contract';
import { apiPost } from '../../../lib/api-client';

/** POST /admin/system/settings/test-email: through the e-mail settings just saved. */
export async function sendTestEmail(to: string) {
  return testEmailResponse.parse(
    await apiPost<unknown>('/admin/system/settings/test-email', { to }),
  ).data;
}
