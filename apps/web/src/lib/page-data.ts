/**
 * Data the server put into the page for its first screen (the article page: apps/server
 * article-shell.ts), by API path. Read once at start-up, before React draws over the page.
 */
let data: Record<string, unknown> = {};
let readAt = 0;

export function capturePageData(): void {
  const el = document.getElementById('yx-page-data');
  if (!el) return;
  try {
    data = JSON.parse(el.textContent ?? '{}') as Record<string, unknown>;
    readAt = Date.now();
  } catch {
    data = {};
  }
  el.remove();
}

/** The response the server embedded for this API path (as `apiGet` would have returned it), if any. */
export const pageData = (apiPath: string): unknown => data[apiPath];

/** When the embedded data was read (for a query's initialDataUpdatedAt). */
export const pageDataReadAt = (): number => readAt;
