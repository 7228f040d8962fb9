import { calendarFeedCreatedSchema, calendarFeedStatusSchema, type CalendarFeedCreated } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, noContent } from '../../../lib/api-client';

const FEED = '/agenda/calendario';
const SERVICE = 'calendar-feed';
export const calendarFeedKey = ['calendar-feed', 'status'] as const;

/** GET /api/agenda/calendario: whether the user's feed is live, since when, its last read. */
export function useCalendarFeedStatus(enabled: boolean) {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => api.get(FEED, { service: SERVICE, schema: calendarFeedStatusSchema, signal }),
    enabled,
  });
}

/** POST /api/agenda/calendario: a new URL (the old one, if any, stops working), shown once. */
export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<CalendarFeedCreated> =>
      api.post(FEED, undefined, { service: SERVICE, schema: calendarFeedCreatedSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}

/** DELETE /api/agenda/calendario: 204; the URL answers 404 from then on. */
export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await api.delete(FEED, { service: SERVICE, schema: noContent });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
