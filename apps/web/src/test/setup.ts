import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { ALL_RESOURCES } from './i18n-resources';
import { matchMediaMatching } from './match-media';
import { WEB_TEST_NOW } from './test-clock';

// jsdom lacks these browser APIs that Mantine uses. The tests ask for reduced motion, which the theme honours:
// transitions end at once instead of on timers that could fire after a test's DOM is gone.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: matchMediaMatching(/prefers-reduced-motion:\s*reduce/),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window))
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

// Every test sees the same date, whatever day the suite runs (Date only: timers stay real); set here for what test
// files compute when they load, and again before each test.
vi.setSystemTime(new Date(WEB_TEST_NOW));

// Lazy routes load on first use; a cold, busy run needs more than the default second.
configure({ asyncUtilTimeout: 4000 });

// Tests read Portuguese, the default language, unless they switch. The app downloads a language when it is
// needed; here all three are given up front, so that i18n is ready before any render and switching is synchronous.
localStorage.setItem('lang', 'pt-BR');
await initI18n(ALL_RESOURCES);

beforeEach(async () => {
  vi.setSystemTime(new Date(WEB_TEST_NOW));
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('lang', 'pt-BR');
  await i18n.changeLanguage('pt-BR');
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});
