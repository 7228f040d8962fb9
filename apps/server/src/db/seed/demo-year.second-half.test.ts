import { describeDemoMonths } from './demo-year.test-support';

describeDemoMonths([7, 8, 9, 10, 11, 12]);
