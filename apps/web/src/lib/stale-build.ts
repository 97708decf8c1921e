const RELOADED_AT = 'yx-reloaded-for-new-build';
const ONCE_PER_MS = 60_000;

/**
 * After a deploy, a page opened before it asks for code files the new build no longer has (their
 * names carry the old build's hash); Vite reports that as `vite:preloadError`. Loading the page
 * again fetches the new build. At most once a minute, so a real outage does not reload in a loop.
 */
export function reloadOnStaleBuild(win: Window = window, now = () => Date.now()): void {
  win.addEventListener('vite:preloadError', (event) => {
    const last = Number(win.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (now() - last < ONCE_PER_MS) return;
    win.sessionStorage.setItem(RELOADED_AT, String(now()));
    event.preventDefault();
    win.location.reload();
  });
}
