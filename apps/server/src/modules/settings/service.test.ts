import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createSettingsService } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('settings service', () => {
  it('answers concurrent readers of a stale category with one read', async () => {
    const settings = createSettingsService(t.app.db);
    const answers = await Promise.all(Array.from({ length: 50 }, () => settings.general()));
    expect(new Set(answers).size).toBe(1);
    expect(settings.freshGeneral()).toBe(answers[0]);
  });

  it('shows a write to the next reader, with a read in flight while it is saved', async () => {
    const settings = createSettingsService(t.app.db);
    const before = await settings.general();
    const current = await settings.security();
    await new Promise((r) => setTimeout(r, 1100)); // the cached value is stale now
    const inFlight = settings.security();
    await settings.write('security', { ...current, blacklist_ips: ['203.0.113.9'] });
    await inFlight;
    expect((await settings.security()).blacklist_ips).toEqual(['203.0.113.9']);
    expect(settings.freshGeneral()).toBe(undefined);
    expect(await settings.general()).toEqual(before);
  });
});
