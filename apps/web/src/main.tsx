import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';

function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  return root;
}

const router = createAppRouter();

function render() {
  const root = createRoot(rootElement());
  // A transition render yields to the browser every few milliseconds instead of building the whole
  // first screen in one long task; the prerendered shell stays on screen until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

// index.html already shows the prerendered shell; rendering only once the first route's page module
// (and any loader) is in avoids replacing that shell with the generic fallback and then the page.
// (A callback, not top-level await: that would split the entry into many more chunks.)
if (router.state.initialized) render();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
