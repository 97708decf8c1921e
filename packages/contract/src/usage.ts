import { z } from 'zod';

export const USAGE_KINDS = ['translate', 'phonetics'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

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
