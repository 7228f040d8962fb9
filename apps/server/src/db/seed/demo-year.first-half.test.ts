import { describeDemoMonths } from './demo-year.test-support';

describeDemoMonths([1, 2, 3, 4, 5, 6]);
