// The private calendar feed's URL: read on the profile (never persisted: persist-policy.ts), and
// replaced by a reset, after which the old URL no longer answers.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeed, calendarPaths } from '../../../shared/contract/calendars.ts';
import { api } from '../../lib/api-client.ts';
import { toast } from '../../ui/toast-store.ts';

const feedKey = ['calendar-feed'] as const;

export const calendarFeedQuery = () =>
  queryOptions({ queryKey: feedKey, queryFn: () => api('get', calendarPaths.feed(), calendarFeed) });

const RESET_DONE = 'Your calendar feed has a new link. Subscribe to it again in your calendar app.';
const RESET_FAILED = 'The calendar feed was not reset. Please try again.';

export function useResetCalendarFeed(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('post', calendarPaths.resetFeed(), calendarFeed),
    onSuccess: (feed) => {
      queryClient.setQueryData(feedKey, feed);
      toast(RESET_DONE, 'success');
      onDone();
    },
    onError: () => toast(RESET_FAILED, 'error'),
  });
}
