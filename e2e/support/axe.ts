import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

export interface AxeScope {
  tags?: string[];
  include?: string[];
  exclude?: string[];
}

/**
 * axe-core over the page, as `new AxeBuilder({ page }).withTags(tags).include(…).exclude(…).analyze()`
 * checks it, at a fraction of the cost when the page has no frame.
 *
 * AxeBuilder evaluates axe's 560 KB source in the page twice per call, runs axe.runPartial there, then
 * opens a new blank tab, evaluates the source a third time and calls axe.finishRun in it (so that
 * results of cross-origin frames can be combined safely): 3–7 s a screen on a loaded 2-core machine,
 * for an axe run that takes 0.3–0.9 s. With a single frame there is nothing to combine, and
 * runPartial + finishRun is axe.run on the one document (axe's own definition): same rules, same
 * options, same context, same results. Pages with frames (a video player) still go through
 * AxeBuilder, so every frame is checked as before.
 */
export async function axeScan(page: Page, { tags, include = [], exclude = [] }: AxeScope = {}) {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page });
    if (tags) builder = builder.withTags(tags);
    for (const s of include) builder = builder.include(s);
    for (const s of exclude) builder = builder.exclude(s);
    return builder.analyze();
  }
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axe.source);
    // What AxeBuilder configures (the results' help links name the runner).
    await page.evaluate(
      `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`,
    );
  }
  // The context and options AxeBuilder hands to axe.
  const context = { exclude, include };
  const options = tags ? { runOnly: { type: 'tag' as const, values: tags } } : {};
  return page.evaluate(
    ({ context, options }) => (window as unknown as { axe: typeof axe }).axe.run(context, options),
    { context, options },
  );
}
