import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from './api-client';
import { useGeneralSettings } from './site-settings';

/**
 * True while the site is in maintenance for this visitor. The settings say whether maintenance is
 * on; whether it applies to this visitor (admins and whitelisted addresses pass) only the server
 * knows, so a cheap API call is asked and its 503 `maintenance` answer decides.
 */
export function useMaintenance(): boolean {
  const { maintenance_mode } = useGeneralSettings();
  const probe = useQuery({
    queryKey: ['maintenance-probe'],
    enabled: maintenance_mode,
    staleTime: 30_000,
    retry: false,
    queryFn: async () => {
      try {
        await apiGet('/usage/stats');
        return false;
      } catch (err) {
        return err instanceof ApiError && err.code === 'maintenance';
      }
    },
  });
  return maintenance_mode && probe.data === true;
}
