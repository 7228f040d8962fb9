export { CalendarFeedButton } from './components/calendar-feed-button';
export { CalendarFeedModal } from './components/calendar-feed-modal';
