/**
 * The scheduling rules' tests run in one commercial week far from any real "today": Sunday 2030-03-03 …
 * Saturday 2030-03-09 (a commercial week starts on Sunday), with the Sundays of the weeks either side.
 */
export const LAST_SUNDAY = '2030-02-24';
export const SUNDAY = '2030-03-03';
export const MONDAY = '2030-03-04';
export const TUESDAY = '2030-03-05';
export const WEDNESDAY = '2030-03-06';
export const SATURDAY = '2030-03-09';
export const NEXT_SUNDAY = '2030-03-10';
