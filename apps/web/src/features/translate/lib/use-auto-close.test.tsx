import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@yuexue/contract';
import { useAutoClose } from './use-auto-close';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Bubble({ onClose }: { onClose: () => void }) {
  useAutoClose(onClose, LIMITS.usageHintMs);
  return <p>hint</p>;
}

afterEach(() => vi.useRealTimers());

describe('the usage hint closes itself (public-site §4)', () => {
  it('after 10 seconds, not before', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Bubble onClose={onClose} />));
    act(() => vi.advanceTimersByTime(LIMITS.usageHintMs - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it('never, when closed by hand first', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Bubble onClose={onClose} />));
    act(() => root.unmount());
    vi.advanceTimersByTime(LIMITS.usageHintMs * 2);
    expect(onClose).not.toHaveBeenCalled();
  });
});
