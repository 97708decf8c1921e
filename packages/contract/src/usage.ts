import { z } from 'zod';

export const USAGE_KINDS = ['translate', 'phonetics'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

const KIND_NAME: Record<UsageKind, string> = { translate: '翻译', phonetics: '注音' };

/** The three limit errors of public-site §8 plus "forbidden for this role"; shown to users as received. */
export const USAGE_MSG = {
  dailyCountReached: (kind: UsageKind, limit: number) =>
    `今日${KIND_NAME[kind]}次数已达上限（${limit}次），请明天再来或升级会员`,
  charsPerRequestExceeded: (kind: UsageKind, limit: number) =>
    `单次${KIND_NAME[kind]}最多${limit}个字，请分段提交或升级会员`,
  dailyCharsReached: (kind: UsageKind, limit: number) =>
    `今日${KIND_NAME[kind]}字数已达上限（${limit}字），请明天再来或升级会员`,
  forbidden: (kind: UsageKind, roleCode = 'guest') =>
    `当前账号等级不能使用${KIND_NAME[kind]}功能，请${roleCode === 'guest' ? '登录或' : ''}升级会员`,
} as const;

export const usageStatSchema = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  chars_limit: z.number().int(),
  chars_used: z.number().int(),
  daily_chars_limit: z.number().int(),
});

/**
 * Today's usage of the tool a translate or annotate request just used, counted by that request, with
 * the role its limits come from: the page updates its usage display from it without asking
 * GET /usage/stats again (an addition to the spec's answers, docs/decisions.md Issue 28).
 */
export const toolUsageSchema = usageStatSchema.extend({ role: z.string() });
export type ToolUsage = z.infer<typeof toolUsageSchema>;

export const usageStatsResponse = z.object({
  status: z.literal(true),
  data: z.object({
    role: z.string(),
    translate: usageStatSchema,
    phonetics: usageStatSchema,
    resets_at: z.string(),
  }),
});
