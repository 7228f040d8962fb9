import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom lacks these browser APIs that Mantine uses.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
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

// Lazy routes load on first use; a cold, busy run needs more than the default second.
configure({ asyncUtilTimeout: 4000 });

// Tests read Portuguese, the default language, unless they switch.
localStorage.setItem('lang', 'pt-BR');

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('lang', 'pt-BR');
  const { i18n } = await import('../i18n/i18n');
  await i18n.changeLanguage('pt-BR');
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});
