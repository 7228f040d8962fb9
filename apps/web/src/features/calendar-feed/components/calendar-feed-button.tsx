import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarFeedModal } from './calendar-feed-modal';

/** The button that opens "Subscribe in your calendar" (composed by app/ where bookings are listed). */
export function CalendarFeedButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t('calendarFeed.open')}
      </Button>
      <CalendarFeedModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
