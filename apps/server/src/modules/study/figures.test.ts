import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StudyCard } from '@yuexue/contract';
import { roles, studyCards, studyReviews } from '../../db/schema/index.js';
import { shanghaiDay } from '../../lib/shanghai-day.js';
import { useContentApp } from '../../../test/content-fixtures.js';

const api = useContentApp();
const { get, post } = api;
const DAY = 86_400_000;

/**
 * Study figures read in as few statements as possible: they must still say what a direct count says.
 * The grade answers the due count it derives from the one read it makes before writing (the read
 * that checks the new-card limit); the due list and the navbar's count read it afresh. All agree.
 */
describe('the due count after each grade', () => {
  it('matches a fresh count for reviews, new cards under the daily limit and lapses', async () => {
    const user = api.cast.paid;
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    await api.t.database.db.insert(studyCards).values([
      ...Array.from({ length: 5 }, (_, i) => ({
        userId: user.id,
        kind: 'reading',
        cantonese: `新${i}`,
      })),
      ...[3, 2, 1].map((days, i) => ({
        userId: user.id,
        kind: 'reading',
        cantonese: `複${i}`,
        state: 2,
        due: ago(days),
        stability: 5,
        difficulty: 5,
        scheduledDays: 5,
        reps: 3,
        lastReview: ago(days + 5),
      })),
      {
        userId: user.id,
        kind: 'reading',
        cantonese: '未到期',
        state: 2,
        due: new Date(Date.now() + 3 * DAY),
        stability: 9,
        difficulty: 5,
        scheduledDays: 8,
        reps: 3,
        lastReview: ago(5),
      },
    ]);
    await api.t.database.db
      .update(roles)
      .set({ dailyNewCardsLimit: 2 })
      .where(eq(roles.roleCode, 'paid_member'));
    try {
      const count = async () =>
        (await get('/api/study/count', user.headers)).json().data.due_count as number;
      const due = (await get('/api/study/due', user.headers)).json().data;
      // Three reviews due and two of the five new cards today.
      expect(due).toMatchObject({ due_count: 5, new_left: 2 });
      expect(await count()).toBe(5);
      const cards = due.cards as StudyCard[];
      const reviews = cards.filter((c) => c.state !== 'new');
      const fresh = cards.filter((c) => c.state === 'new');
      expect(reviews.map((c) => c.cantonese)).toEqual(['複0', '複1', '複2']);
      expect(fresh).toHaveLength(2);

      const counts: number[] = [];
      for (const [card, rating] of [
        [reviews[0]!, 3],
        [fresh[0]!, 3],
        [reviews[1]!, 1],
        [fresh[1]!, 1],
        [reviews[2]!, 4],
      ] as const) {
        const res = await post(`/api/study/cards/${card.id}/grade`, { rating }, user.headers);
        expect(res.statusCode, res.body).toBe(200);
        const answered = res.json().data.due_count as number;
        expect(answered).toBe(await count());
        counts.push(answered);
      }
      // Each grade takes one card off: the two new ones used up today's allowance.
      expect(counts).toEqual([4, 3, 2, 1, 0]);
      expect((await get('/api/study/due', user.headers)).json().data).toMatchObject({
        due_count: 0,
        new_left: 0,
        cards: [],
      });
    } finally {
      await api.t.database.db
        .update(roles)
        .set({ dailyNewCardsLimit: -1 })
        .where(eq(roles.roleCode, 'paid_member'));
    }
  });
});

describe('progress over a long history', () => {
  /** One review a day on each of `daysAgo` (Beijing days before today); every fourth one 重来. */
  async function reviewOn(userId: number, daysAgo: number[]) {
    const [card] = await api.t.database.db
      .insert(studyCards)
      .values({ userId, kind: 'reading', cantonese: '日日', state: 2 })
      .returning({ id: studyCards.id });
    const today = Date.parse(`${shanghaiDay()}T00:00:00Z`);
    await api.t.database.db.insert(studyReviews).values(
      daysAgo.map((ago) => ({
        userId,
        cardId: card!.id,
        rating: ago % 4 === 0 ? 1 : 3,
        state: 2,
        day: new Date(today - ago * DAY).toISOString().slice(0, 10),
        review: new Date(),
        due: new Date(),
        stability: 5,
        difficulty: 5,
        scheduledDays: 3,
      })),
    );
  }
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);

  it('counts a streak longer than the chart, from today or from yesterday, to the first gap', async () => {
    await reviewOn(api.cast.member.id, [...range(0, 39), ...range(41, 45)]);
    const mine = (await get('/api/study/progress', api.cast.member.headers)).json().data;
    expect(mine.streak).toBe(40);
    expect(mine.reviewed_today).toBe(1);
    expect(mine.days).toHaveLength(30);
    expect(mine.days.every((d: { reviews: number }) => d.reviews === 1)).toBe(true);
    // The last 30 days: 30 reviews of cards in review, 8 of them 重来 (0, 4, … 28 days ago).
    expect(mine.retention).toBeCloseTo(22 / 30);

    await reviewOn(api.cast.other.id, range(1, 35));
    const theirs = (await get('/api/study/progress', api.cast.other.headers)).json().data;
    expect(theirs.streak).toBe(35);
    expect(theirs.reviewed_today).toBe(0);
  });
});
