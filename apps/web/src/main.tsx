import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { initI18n } from './i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

function renderApp(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// Only the language in use is downloaded; rendering waits for it so that the first paint is already in that
// language (no flash of another language or of bare keys). The router has meanwhile started on the page's chunk.
void initI18n().then(
  () => renderApp(container),
  () => renderApp(container),
);
