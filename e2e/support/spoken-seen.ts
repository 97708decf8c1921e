/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';

/**
 * Records, as it happens, each text highlighted by `selector` inside `within` while a clip plays
 * (a short clip may end before a later assertion could look at it). Call before pressing play.
 */
export async function recordSpoken(within: Locator, selector: string) {
  await within.evaluate((el, sel) => {
    const seen: string[] = [];
    (window as unknown as { spokenSeen: string[] }).spokenSeen = seen;
    new MutationObserver(() => {
      const now = el.querySelector(sel)?.textContent;
      if (now && seen.at(-1) !== now) seen.push(now);
    }).observe(el, { subtree: true, childList: true, characterData: true, attributes: true });
  }, selector);
}

/** The highlighted texts recordSpoken saw, in order. */
export const spokenSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { spokenSeen: string[] }).spokenSeen);
