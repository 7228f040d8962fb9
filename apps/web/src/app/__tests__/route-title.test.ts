import { describe, expect, it } from 'vitest';
import { screenTitleKey } from '../route-title';

describe('screenTitleKey', () => {
  it.each([
    ['/main', 'screens.main'],
    ['/conciliation-status', 'screens.conciliation-status'],
    ['/load-details/', 'screens.load-details'],
    ['/cd-details', 'screens.cd-details'],
    ['/login', 'app.titleSignIn'],
    ['/login/success', 'app.titleSignIn'],
    ['/', null],
    ['/no-such-page', null],
  ])('%s → %s', (path, key) => expect(screenTitleKey(path)).toBe(key));
});
