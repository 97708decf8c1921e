import { describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { MSG, type StudyCard } from '@yuexue/contract';
import { roles, studyCards } from '../../db/schema/index.js';
import { useContentApp } from '../../../test/content-fixtures.js';

const api = useContentApp();
const { get, post } = api;

async function addCard(
  body: { cantonese: string; mandarin?: string },
  headers = api.cast.member.headers,
): Promise<StudyCard> {
  const res = await post('/api/study/cards', body, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const grade = (id: number, rating: number, headers = api.cast.member.headers) =>
  post(`/api/study/cards/${id}/grade`, { rating }, headers);
const setNewLimit = (code: string, n: number) =>
  api.t.database.db.update(roles).set({ dailyNewCardsLimit: n }).where(eq(roles.roleCode, code));

describe('study cards and FSRS scheduling', () => {
  it('a card graded 良好 comes back later than one graded 困难, as the buttons said', async () => {
    const a = await addCard({ mandarin: '你在干什么', cantonese: '你喺度做緊乜嘢' });
    const b = await addCard({ mandarin: '谢谢你', cantonese: '多謝你' });
    expect(a).toMatchObject({ kind: 'mandarin', state: 'new' });
    expect(a.segments.slice(0, 2)).toEqual([
      { character: '你', phonetic: 'nei5' },
      { character: '喺', phonetic: 'hai2' },
    ]);
    expect(a.next.good).toBeGreaterThan(a.next.hard);
    expect(a.next.easy).toBeGreaterThan(a.next.good);

    const good = (await grade(a.id, 3)).json().data.card as StudyCard;
    const hard = (await grade(b.id, 2)).json().data.card as StudyCard;
    expect(Date.parse(good.due)).toBeGreaterThan(Date.parse(hard.due));
    expect(good).toMatchObject({ reps: 1, state: 'learning' });
    // Graded 简单 from there, the card leaves learning for days.
    const easy = (await grade(a.id, 4)).json().data.card as StudyCard;
    expect(easy.state).toBe('review');
    expect(Date.parse(easy.due) - Date.now()).toBeGreaterThan(86_400_000);

    const progress = (await get('/api/study/progress', api.cast.member.headers)).json().data;
    expect(progress.days).toHaveLength(30);
    expect(progress.days.at(-1).reviews).toBe(3);
    expect(progress.reviewed_today).toBe(3);
    expect(progress.streak).toBe(1);
    expect(progress.cards).toMatchObject({ new: 0, learning: 2, mature: 0 });
  });

  it('refuses a bad grade with a zh-CN message', async () => {
    const c = await addCard({ cantonese: '係咪呀' });
    expect(c.kind).toBe('reading');
    for (const rating of [0, 5, 'x']) {
      const res = await grade(c.id, rating as number);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MSG.study.ratingInvalid);
    }
    expect(
      (await post('/api/study/cards', { cantonese: '  ' }, api.cast.member.headers)).json().error,
    ).toBe(MSG.study.cantoneseRequired);
    expect(
      (await post('/api/study/cards', { cantonese: '字'.repeat(2001) }, api.cast.member.headers))
        .statusCode,
    ).toBe(400);
    // A lone surrogate would reach PostgreSQL's jsonb as an escape it refuses (a 500 before).
    for (const body of [
      { cantonese: '\ud800' },
      { cantonese: '好', notes: [{ from: '\udc00', to: '好', start: 0, end: 1, rule: 'lexicon' }] },
    ]) {
      const res = await post('/api/study/cards', body, api.cast.member.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MSG.common.invalidCharacters);
    }
  });

  it('another learner never sees, grades or retires my cards', async () => {
    const mine = await addCard({ cantonese: '我哋一齊去飲茶啦，好唔好？' });
    expect(mine.kind).toBe('listening');
    const theirs = api.cast.other.headers;
    for (const url of [`/api/study/cards/${mine.id}/grade`, `/api/study/cards/${mine.id}/retire`]) {
      const res = await post(url, { rating: 3 }, theirs);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe(MSG.study.cardNotFound);
    }
    const due = (await get('/api/study/due', theirs)).json().data;
    expect(due.cards.map((c: StudyCard) => c.id)).not.toContain(mine.id);
    expect(
      (await get('/api/study/due', api.cast.member.headers))
        .json()
        .data.cards.map((c: StudyCard) => c.id),
    ).toContain(mine.id);
    expect((await grade(mine.id, 3)).statusCode).toBe(200);
  });
});

describe('the daily new-card limit of a role', () => {
  it('holds under 50 parallel grades of new cards, and 0 closes new cards', async () => {
    const user = api.cast.paid;
    await api.t.database.db.insert(studyCards).values(
      Array.from({ length: 50 }, (_, i) => ({
        userId: user.id,
        kind: 'reading',
        cantonese: `字${i}`,
      })),
    );
    const ids = (
      await api.t.database.db
        .select({ id: studyCards.id })
        .from(studyCards)
        .where(eq(studyCards.userId, user.id))
    ).map((r) => r.id);
    await setNewLimit('paid_member', 10);
    try {
      expect((await get('/api/study/due', user.headers)).json().data).toMatchObject({
        due_count: 10,
        new_left: 10,
      });
      const answers = await Promise.all(ids.map((id) => grade(id, 3, user.headers)));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(40);
      expect(refused[0]!.json().error).toBe(MSG.study.newCardsReached(10));
      const started = await api.t.database.db
        .select({ id: studyCards.id })
        .from(studyCards)
        .where(and(eq(studyCards.userId, user.id), isNotNull(studyCards.lastReview)));
      expect(started).toHaveLength(10);
      expect((await get('/api/study/due', user.headers)).json().data.new_left).toBe(0);

      await setNewLimit('paid_member', 0);
      const closed = await grade(
        ids.find((id) => !started.some((s) => s.id === id))!,
        3,
        user.headers,
      );
      expect(closed.statusCode).toBe(403);
      expect(closed.json().error).toBe(MSG.study.newCardsForbidden);
    } finally {
      await setNewLimit('paid_member', -1);
    }
  });

  it('is a role limit the back office edits beside the others', async () => {
    const list = (await get('/api/admin/role/list', api.cast.admin.headers)).json().data as Array<{
      id: number;
      role_code: string;
      daily_new_cards_limit: number;
    }>;
    const free = list.find((r) => r.role_code === 'free_member')!;
    expect(free.daily_new_cards_limit).toBe(20);
    const { id: _id, role_code: _code, ...rest } = free as unknown as Record<string, unknown>;
    const saved = await post(
      `/api/admin/role/update/${free.id}`,
      { ...rest, daily_new_cards_limit: 5 },
      api.cast.admin.headers,
    );
    expect(saved.json().data.daily_new_cards_limit).toBe(5);
    const bad = await post(
      `/api/admin/role/update/${free.id}`,
      { ...rest, daily_new_cards_limit: -2 },
      api.cast.admin.headers,
    );
    expect(bad.statusCode).toBe(400);
    await setNewLimit('free_member', 20);
  });
});

describe('cards follow favourites', () => {
  it('a saved favourite becomes a card; the switch takes it out and back; deleting the favourite retires it', async () => {
    const headers = api.cast.other.headers;
    const saved = await post(
      '/api/favorites/add',
      {
        source_text: '我很饿',
        translated_text: '我好肚餓',
        favorite_type: 'translation',
        phonetic_type: 'pinyin_hongkong',
        pinyin_hongkong: 'ngo5 hou2 tou5 ngo6',
      },
      headers,
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const fav = saved.json().data.id as number;
    const studied = async () =>
      (await get('/api/study/favorites', headers)).json().data.favorite_ids as number[];
    const dueIds = async () =>
      ((await get('/api/study/due', headers)).json().data.cards as StudyCard[]).filter(
        (c) => c.favorite_id === fav,
      );
    expect(await studied()).toContain(fav);
    expect((await dueIds())[0]).toMatchObject({
      kind: 'mandarin',
      mandarin: '我很饿',
      cantonese: '我好肚餓',
    });
    // 加入学习 of the same sentence is that card, not a second one.
    const again = await post(
      '/api/study/cards',
      { mandarin: '我很饿', cantonese: '我好肚餓' },
      headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: MSG.study.alreadyAdded,
      data: { favorite_id: fav },
    });

    expect(
      (await post('/api/study/favorites/switch', { ids: [fav], enabled: false }, headers)).json()
        .data.changed,
    ).toBe(1);
    expect(await studied()).not.toContain(fav);
    expect(
      (
        await post('/api/study/favorites/switch', { ids: [fav, 999999], enabled: true }, headers)
      ).json().data.changed,
    ).toBe(1);
    expect(await studied()).toContain(fav);
    // Someone else's favourite cannot be switched by id.
    expect(
      (
        await post(
          '/api/study/favorites/switch',
          { ids: [fav], enabled: false },
          api.cast.member.headers,
        )
      ).json().data.changed,
    ).toBe(0);

    expect((await post(`/api/favorites/delete/${fav}`, {}, headers)).statusCode).toBe(200);
    expect(await studied()).not.toContain(fav);
    expect(await dueIds()).toEqual([]);
    const cards = await api.t.database.db
      .select()
      .from(studyCards)
      .where(and(eq(studyCards.userId, api.cast.other.id), eq(studyCards.cantonese, '我好肚餓')));
    expect(cards).toHaveLength(1);
    expect(cards[0]!.retiredAt).not.toBeNull();
  });

  it('keeps the learner’s choice: with auto-add off a favourite is not studied until switched on', async () => {
    const headers = api.cast.creator.headers;
    const set = await post('/api/study/settings', { auto_add: false, daily_goal: 30 }, headers);
    expect(set.json().data).toEqual({ auto_add: false, daily_goal: 30 });
    expect((await post('/api/study/settings', { daily_goal: 0 }, headers)).json().error).toBe(
      MSG.study.goalInvalid(1, 500),
    );
    const fav = (
      await post(
        '/api/favorites/add',
        {
          source_text: '粤语',
          favorite_type: 'phonetic',
          phonetic_type: 'pinyin_hongkong',
          phonetic_text: 'jyut6 jyu5',
        },
        headers,
      )
    ).json().data.id;
    expect((await get('/api/study/favorites', headers)).json().data.favorite_ids).not.toContain(
      fav,
    );
    expect(
      (await post('/api/study/favorites/switch', { ids: [], enabled: true }, headers)).json().error,
    ).toBe(MSG.study.idsInvalid(500));
  });
});

describe('tone drill', () => {
  it('draws items, records answers, brings a mistake back first and feeds per-tone accuracy', async () => {
    const headers = api.cast.admin.headers;
    const first = (await get('/api/study/drill', headers)).json().data.items;
    expect(first).toHaveLength(10);
    expect(first.filter((i: { kind: string }) => i.kind === 'pick_of_two')).toHaveLength(3);
    const wrong = await post(
      '/api/study/drill/answer',
      { syllable: 'si4', character: '時', chosen: 1 },
      headers,
    );
    expect(wrong.json().data).toEqual({ correct: false, tone: 4 });
    expect(
      (await post('/api/study/drill/answer', { syllable: 'fan2', chosen: 2 }, headers)).json().data
        .correct,
    ).toBe(true);
    expect((await get('/api/study/drill', headers)).json().data.items[0].options[0]).toEqual({
      character: '時',
      syllable: 'si4',
    });
    const tones = (await get('/api/study/progress', headers)).json().data.tones;
    expect(tones.find((t: { tone: number }) => t.tone === 4)).toEqual({
      tone: 4,
      right: 0,
      total: 1,
    });
    expect(tones.find((t: { tone: number }) => t.tone === 2)).toEqual({
      tone: 2,
      right: 1,
      total: 1,
    });
    expect(
      (await post('/api/study/drill/answer', { syllable: 'si', chosen: 1 }, headers)).json().error,
    ).toBe(MSG.study.syllableInvalid);
    expect(
      (await post('/api/study/drill/answer', { syllable: 'si1', chosen: 7 }, headers)).json().error,
    ).toBe(MSG.study.toneInvalid);
  });

  it('needs a signed-in user', async () => {
    expect((await get('/api/study/due')).json().error).toBe(MSG.common.unauthorized);
  });
});
