import { hasPermission } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { LoadDetailsPage, LoadPage } from '../../features/loads';
import { withAreaTexts } from '../../i18n/i18n';
import { useSessionUser } from '../use-session-user';

/** "Subscribe in your calendar" loads with its texts, and only for those who may have a feed (issue 17). */
const CalendarFeedButton = lazy(() =>
  withAreaTexts(['calendarFeed'], () => import('../../features/calendar-feed/components/calendar-feed-button')).then(
    (m) => ({ default: m.CalendarFeedButton }),
  ),
);

/** /load composes the loads list and assembly with the session's user, and the calendar feed's button. */
export function LoadRoute() {
  const user = useSessionUser();
  const feed = hasPermission(user.permissions, 'calendar-feed') ? (
    <Suspense fallback={null}>
      <CalendarFeedButton />
    </Suspense>
  ) : undefined;
  return <LoadPage user={user} headerAction={feed} />;
}

/** /load-details composes a load's details with the session's user. */
export function LoadDetailsRoute() {
  return <LoadDetailsPage user={useSessionUser()} />;
}
