import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleBuild } from './stale-build';

describe('reloadOnStaleBuild', () => {
  it('reloads once when code of an earlier build is missing, not again within a minute', () => {
    const reload = vi.fn();
    const target = new EventTarget();
    const win = Object.assign(target, {
      sessionStorage: window.sessionStorage,
      location: { reload },
    }) as unknown as Window;
    let clock = 1_000_000;
    reloadOnStaleBuild(win, () => clock);
    const fire = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(fire()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    clock += 30_000;
    // Still failing half a minute later: the error is left to the page (its error screen).
    expect(fire()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clock += 31_000;
    expect(fire()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
