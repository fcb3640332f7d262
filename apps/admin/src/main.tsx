import './index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createConsoleRouter } from './app/router';
import { admin, setSessionExpiredHandler } from './lib/admin';
import { queryClient } from './lib/queries';

async function start() {
  // The stored session is read before the first route decides between the console and the login page.
  await admin.restore();
  const router = createConsoleRouter();
  // Nothing one operator was shown stays in the cache for whoever signs in next.
  admin.subscribe((session) => {
    if (!session) queryClient.clear();
  });
  setSessionExpiredHandler(() => {
    void router.navigate('/login');
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
