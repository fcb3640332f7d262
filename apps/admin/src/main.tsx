import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createConsoleRouter } from './app/router';
import { admin, setSessionExpiredHandler } from './lib/admin';

async function start() {
  // The stored session is read before the first route decides between the console and the login page.
  await admin.restore();
  const router = createConsoleRouter();
  setSessionExpiredHandler(() => {
    void router.navigate('/login');
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
