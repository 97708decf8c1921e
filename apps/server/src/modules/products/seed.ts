import type { Db } from '../../db/client.js';
import { createProductsRepo, type ProductValues } from './repo.js';

const DAY_MS = 86_400_000;
/** How long the yearly plan's launch price lasts from the first start. */
const LAUNCH_PROMOTION_DAYS = 30;

/** The membership plans a fresh install sells until the admin edits them (issue 26). */
export function sampleProducts(now = new Date()): ProductValues[] {
  return [
    {
      title: '月度会员',
      description: '30 天付费会员：翻译与注音不限次数，文章全文阅读，可评论。',
      amountFen: 1990,
      totalDays: 30,
      sortOrder: 1,
    },
    {
      title: '季度会员',
      description: '90 天付费会员，比按月购买更划算。',
      amountFen: 4990,
      totalDays: 90,
      sortOrder: 2,
    },
    {
      title: '年度会员',
      description: '365 天付费会员，上线优惠期内享特价。',
      amountFen: 19900,
      totalDays: 365,
      sortOrder: 3,
      promotionPriceFen: 16800,
      promotionStartTime: now,
      promotionEndTime: new Date(now.getTime() + LAUNCH_PROMOTION_DAYS * DAY_MS),
    },
  ];
}

/** Inserts the sample plans; called once, when the first start creates the admin. */
export async function seedProducts(db: Db, now = new Date()): Promise<number> {
  const repo = createProductsRepo(db);
  const plans = sampleProducts(now);
  for (const p of plans) await repo.insert(p);
  return plans.length;
}
