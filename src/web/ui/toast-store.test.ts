import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  NOTIFICATION_DURATION_MS,
  notify,
  subscribeToasts,
  TOAST_DURATION_MS,
  type ToastItem,
  toast,
} from './toast-store.ts';

describe('toast store', () => {
  let shown: ToastItem[] = [];
  let unsubscribe: () => void;
  // The store remembers when the last toast showed; each test starts well after the previous one.
  let clock = Date.now();

  beforeEach(() => {
    clock += 60_000;
    vi.useFakeTimers({ now: clock });
    unsubscribe = subscribeToasts((items) => {
      shown = items;
    });
  });

  afterEach(() => {
    for (const item of shown) dismissToast(item.id);
    unsubscribe();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('shows toasts raised together 100 ms apart', () => {
    toast('first');
    toast('second');
    toast('third');
    vi.advanceTimersByTime(0);
    expect(shown.map((item) => item.message)).toEqual(['first']);
    vi.advanceTimersByTime(99);
    expect(shown.map((item) => item.message)).toEqual(['first']);
    vi.advanceTimersByTime(1);
    expect(shown.map((item) => item.message)).toEqual(['first', 'second']);
    vi.advanceTimersByTime(100);
    expect(shown.map((item) => item.message)).toEqual(['first', 'second', 'third']);
  });

  it('does not delay a toast raised long after the previous one', () => {
    toast('early');
    vi.advanceTimersByTime(5000);
    toast('late');
    vi.advanceTimersByTime(0);
    expect(shown.map((item) => item.message)).toEqual(['late']);
  });

  it('keeps a toast for 3000 ms, bottom-left placement', () => {
    toast('saved', 'success');
    vi.advanceTimersByTime(0);
    expect(shown).toMatchObject([{ message: 'saved', kind: 'success', placement: 'toast' }]);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown).toHaveLength(0);
  });

  it('keeps a notification for 4500 ms and shows it at once', () => {
    toast('a');
    toast('b');
    notify('New version', { title: 'Update' });
    vi.advanceTimersByTime(0);
    expect(shown.filter((item) => item.placement === 'notification')).toMatchObject([
      { message: 'New version', title: 'Update' },
    ]);
    vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1);
    expect(shown.some((item) => item.placement === 'notification')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown.some((item) => item.placement === 'notification')).toBe(false);
  });
});
