// The web bench's baseline (scripts/bench.mjs): the floor of the stack, a
// bare React 19 + data router + zustand + Headless UI page, client-rendered, built and served as the
// app is. Lighthouse runs against it on the same machine in the same minutes as against the app, so
// the app's figures can be read against what the stack alone scores there.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { create } from 'zustand';

const useTaps = create<{ taps: number; tap(): void }>((set) => ({
  taps: 0,
  tap: () => set((s) => ({ taps: s.taps + 1 })),
}));

function BaselinePage() {
  const { taps, tap } = useTaps();
  const [open, setOpen] = useState(false);
  return (
    <main style={{ fontFamily: 'sans-serif', padding: 16 }}>
      <h1>X钻乐园</h1>
      <p>基准页面：React 19、数据路由、zustand 与 Headless UI，无业务代码。</p>
      <button type="button" onClick={tap}>
        点一下（{taps}）
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        打开对话框
      </button>
      <ul>
        {Array.from({ length: 20 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <li key={i}>
            <Link to={`/item/${i + 1}`}>第 {i + 1} 条</Link>
          </li>
        ))}
      </ul>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogPanel>
          <DialogTitle>对话框</DialogTitle>
        </DialogPanel>
      </Dialog>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <BaselinePage /> }]);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
