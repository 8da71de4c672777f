import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '../../../shared/contract/notifications.ts';
import { markDismissed, markSeen } from './notifications-api.ts';

const item = (id: number, seen: boolean): Notification => ({
  id,
  enquiryId: 40001,
  type: 'message',
  message: `n${id}`,
  priority: 'regular',
  dismissed: false,
  seen,
  isReviewed: false,
  createdAt: '2026-11-20T10:00:00Z',
  paymentAllowed: false,
  bookingInfo: null,
  data: {},
});

const list: NotificationList = {
  entities: [item(1, false), item(2, true), item(3, false)],
  meta: { hasMore: true, unseenCount: 9 },
};

describe('header notification updates', () => {
  it('marks listed notifications seen and lowers the unseen count by the newly seen only', () => {
    const next = markSeen(list, [1, 2, 3]);
    expect(next.entities.every((n) => n.seen)).toBe(true);
    expect(next.meta.unseenCount).toBe(7);
  });

  it('never counts below zero', () => {
    expect(markSeen({ ...list, meta: { hasMore: false, unseenCount: 1 } }, [1, 3]).meta.unseenCount).toBe(0);
  });

  it('dismisses one notification', () => {
    const next = markDismissed(list, 2);
    expect(next.entities.map((n) => n.dismissed)).toEqual([false, true, false]);
    expect(list.entities[1]?.dismissed).toBe(false);
  });
});
