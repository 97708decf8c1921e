import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MAX_TEXT_CHARS,
  MSG,
  usageStatsResponse,
  type ToolUsage,
  type UsageKind,
} from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';

const usageStatsKey = (token: string | null) =>
  ['usage', 'stats', token ? 'user' : 'guest'] as const;

export type UsageStats = ReturnType<typeof usageStatsResponse.parse>['data'];
export type UsageStat = UsageStats['translate'];

/** GET /usage/stats: today's counts and the role's limits (−1 = unlimited), per signed-in user or guest IP. */
export function useUsageStats() {
  const token = useAuthStore((s) => s.token);
  return useQuery({
    queryKey: usageStatsKey(token),
    queryFn: async () => usageStatsResponse.parse(await apiGet<unknown>('/usage/stats')).data,
    staleTime: 30_000,
  });
}

/**
 * Puts the usage a translate or annotate answer carries into the cached stats, so the page shows
 * the new counts without asking GET /usage/stats again.
 */
export function useRecordToolUsage() {
  const client = useQueryClient();
  const token = useAuthStore((s) => s.token);
  return (kind: UsageKind, { role, ...stat }: ToolUsage) =>
    client.setQueryData<UsageStats>(usageStatsKey(token), (old) =>
      old ? { ...old, role, [kind]: stat } : old,
    );
}

/** The most characters one request may carry for this role (the smaller of the two tools' limits). */
export function perRequestLimit(stats: UsageStats | undefined): number {
  const limits = [stats?.translate.chars_limit, stats?.phonetics.chars_limit].filter(
    (n): n is number => typeof n === 'number' && n > 0,
  );
  return Math.min(MAX_TEXT_CHARS, ...limits);
}

/** −1 is shown as 不限 (public-site §9). */
export const showLimit = (n: number) => (n < 0 ? MSG.translator.unlimited : String(n));

export const remainingCount = (s: UsageStat) =>
  s.limit < 0 ? MSG.translator.unlimited : String(Math.max(0, s.limit - s.used));

/** The usage hint bubble is for guests and free members only (public-site §6). */
export const showsUsageHint = (role: string | undefined) =>
  role === 'guest' || role === 'free_member';
