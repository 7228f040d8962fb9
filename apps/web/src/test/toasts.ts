import { notifications } from '@mantine/notifications';
import { vi } from 'vitest';

/**
 * Records every toast asked for (Mantine's `notifications.show`, behind lib/notify.ts). A test that asserts "no
 * toast" checks this spy once the code under test has settled (its promise, the UI it leaves behind) instead of
 * waiting a fixed time for a toast that might still come. Restored after each test (restoreMocks).
 */
export function recordToasts() {
  return vi.spyOn(notifications, 'show');
}
