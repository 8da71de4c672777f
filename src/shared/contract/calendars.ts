// The calendars: a booking's .ics file, and the private feed's URL (its answer and its reset).
import * as v from 'valibot';

export const calendarFeed = v.object({ url: v.pipe(v.string(), v.url()) });

export const calendarPaths = {
  feed: () => '/customer/calendar_feed',
  resetFeed: () => '/customer/calendar_feed/reset',
  /** A file answer: called with its own suffix (api.ts apiPath), never '.json'. */
  bookingFile: (bookingId: number) => `/customer/bookings/${bookingId}/calendar.ics`,
};

/** The feed as calendar apps subscribe to it: the same URL with the webcal scheme. */
export const webcalUrl = (url: string) => url.replace(/^https?:/, 'webcal:');
