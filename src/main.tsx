/**
 * Entry point. Order matters: the session store restores itself when imported (synchronously, so
 * guards know who is signed in), an expired validated session gets one chance to refresh, and only
 * then does React render; the service worker registers after that.
 */
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { resumeSession } from '@/lib/api-client';
import { getLang, loadLang } from '@/i18n';
import { createAppRouter } from '@/router';
import { registerServiceWorker } from '@/pwa/register-sw';

const queryClient = new QueryClient({
  defaultOptions: {
    // The API client already toasts failures; retrying a refused call only repeats the toast.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

async function start(): Promise<void> {
  await Promise.all([resumeSession(), loadLang(getLang())]);
  const router = createAppRouter(queryClient);
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');
  createRoot(rootElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  registerServiceWorker();
  // The outbox sends what earlier visits left queued; loaded apart so the first screen never waits.
  void import('@/offline/outbox-app').then((outbox) => outbox.startOutboxSender());
}

void start();
