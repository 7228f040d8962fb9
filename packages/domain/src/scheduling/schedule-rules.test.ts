import { describe, expect, it } from 'vitest';
import {
  bookingHorizonWeeks,
  canChangeBooking,
  checkScheduleTerms,
  firstChangeableDate,
  isPastWeek,
  lastBookableDate,
  type ScheduleTermInput,
} from './schedule-rules';
import { LAST_SUNDAY, NEXT_SUNDAY, SUNDAY, WEDNESDAY } from './test-week.test-support';

// today is a Wednesday; its commercial week starts on the Sunday before
const TODAY = WEDNESDAY;
const THIS_WEEK = SUNDAY;
const LAST_WEEK = LAST_SUNDAY;
const NEXT_WEEK = NEXT_SUNDAY;

function terms(extra: Partial<ScheduleTermInput>): ScheduleTermInput {
  return { today: TODAY, loadWeekStart: NEXT_WEEK, supplier: true, admin: false, ...extra };
}

describe('dates of the terms', () => {
  it('books at most 28 days ahead and changes from 2 days ahead', () => {
    expect(lastBookableDate(TODAY)).toBe('2030-04-03');
    expect(firstChangeableDate(TODAY)).toBe('2030-03-08');
  });

  it('reaches from the current week to the one holding the last bookable day', () => {
    expect(bookingHorizonWeeks(TODAY).map((w) => w.start)).toEqual([
      THIS_WEEK,
      NEXT_WEEK,
      '2030-03-17',
      '2030-03-24',
      '2030-03-31',
    ]);
    // on a Sunday the last bookable day is itself a Sunday: still five weeks
    expect(bookingHorizonWeeks(SUNDAY).at(-1)!.start).toBe('2030-03-31');
  });

  it('a week before the current one is past; the current and later are not', () => {
    expect(isPastWeek(LAST_WEEK, TODAY)).toBe(true);
    expect(isPastWeek(THIS_WEEK, TODAY)).toBe(false);
    expect(isPastWeek(NEXT_WEEK, TODAY)).toBe(false);
    // Sunday is the first day of its week
    expect(isPastWeek(THIS_WEEK, '2030-03-10')).toBe(true);
  });

  it('a booking can change from today + 2; admins always', () => {
    expect(canChangeBooking('2030-03-07', TODAY, false)).toBe(false);
    expect(canChangeBooking('2030-03-08', TODAY, false)).toBe(true);
    expect(canChangeBooking(TODAY, TODAY, true)).toBe(true);
  });
});

describe('checkScheduleTerms', () => {
  it('accepts a new booking inside the terms', () => {
    expect(checkScheduleTerms(terms({ newDate: '2030-03-12' }))).toBeNull();
    expect(checkScheduleTerms(terms({ loadWeekStart: THIS_WEEK, newDate: TODAY }))).toBeNull();
  });

  it('week rule: scheduling012 for suppliers, scheduling011 for internal users, admins included', () => {
    expect(checkScheduleTerms(terms({ loadWeekStart: LAST_WEEK, newDate: TODAY }))).toBe('scheduling012');
    expect(checkScheduleTerms(terms({ loadWeekStart: LAST_WEEK, supplier: false, newDate: TODAY }))).toBe(
      'scheduling011',
    );
    expect(checkScheduleTerms(terms({ loadWeekStart: LAST_WEEK, supplier: false, admin: true }))).toBe('scheduling011');
  });

  it('the week rule does not stop a cancellation', () => {
    expect(checkScheduleTerms(terms({ loadWeekStart: LAST_WEEK, currentDate: '2030-03-20', cancel: true }))).toBeNull();
  });

  it('2-day notice on the current date when moving or cancelling (scheduling014)', () => {
    expect(checkScheduleTerms(terms({ currentDate: '2030-03-07', newDate: '2030-03-12' }))).toBe('scheduling014');
    expect(checkScheduleTerms(terms({ currentDate: '2030-03-08', newDate: '2030-03-12' }))).toBeNull();
    expect(checkScheduleTerms(terms({ currentDate: '2030-03-07', cancel: true }))).toBe('scheduling014');
    expect(checkScheduleTerms(terms({ currentDate: TODAY, cancel: true }))).toBe('scheduling014');
  });

  it('28-day maximum on the new date', () => {
    expect(checkScheduleTerms(terms({ loadWeekStart: '2030-03-31', newDate: '2030-04-03' }))).toBeNull();
    expect(checkScheduleTerms(terms({ loadWeekStart: '2030-03-31', newDate: '2030-04-04' }))).toBe('beyondTerm');
  });

  it('admins (admin_alter_load_permissions) skip the notice and the maximum', () => {
    const admin = { admin: true, supplier: false };
    expect(checkScheduleTerms(terms({ ...admin, currentDate: TODAY, newDate: '2030-03-12' }))).toBeNull();
    expect(checkScheduleTerms(terms({ ...admin, loadWeekStart: '2030-05-05', newDate: '2030-05-06' }))).toBeNull();
    expect(checkScheduleTerms(terms({ ...admin, currentDate: TODAY, cancel: true }))).toBeNull();
  });
});
