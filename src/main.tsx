import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '@/app/pwa/serviceWorkerUpdates';
import { router } from '@/app/router/router';
import { appQueryClient } from '@/runtime/query/appQueryClient';
import { markQueryCacheRestored } from '@/runtime/query/cacheRestored';
import { QueryProvider } from '@/runtime/query/QueryProvider';
import { openRuntimeOnce, RuntimeProvider } from '@/runtime/RuntimeProvider';
import '@/ui/styles/app.css';
import '@/ui/styles/controls.css';

// Start opening the log now; the shell renders while it loads.
void openRuntimeOnce().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <QueryProvider>
      <RuntimeProvider>
        <RouterProvider router={router} />
      </RuntimeProvider>
    </QueryProvider>
  </StrictMode>,
);

void registerServiceWorker().catch((error: unknown) =>
  console.warn('The service worker could not be registered:', error),
);

// What was read last time, kept on the device: restored once the first screen is up.
void import('@/runtime/query/persistQueryCache')
  .then(({ persistQueryCache }) => persistQueryCache(appQueryClient))
  .catch((error: unknown) => console.warn('The query cache is not kept on this device:', error))
  .finally(markQueryCacheRestored);
