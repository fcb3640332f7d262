import { create } from 'zustand';

interface ToastState {
  items: { id: number; text: string; tone: 'ok' | 'error' }[];
}

const useToasts = create<ToastState>(() => ({ items: [] }));
let nextId = 1;

/** Shows a short message at the top right for three seconds. */
export function toast(text: string, tone: 'ok' | 'error' = 'ok'): void {
  const id = nextId++;
  useToasts.setState((s) => ({ items: [...s.items, { id, text, tone }] }));
  setTimeout(() => useToasts.setState((s) => ({ items: s.items.filter((t) => t.id !== id) })), 3000);
}

export function Toaster() {
  const items = useToasts((s) => s.items);
  return (
    <div aria-live="polite" className="pointer-events-none fixed top-4 right-4 z-[60] flex flex-col gap-2">
      {items.map((t) => (
        <div
          key={t.id}
          data-testid="toast"
          className={`rounded-lg px-4 py-2.5 text-sm shadow-float ${t.tone === 'ok' ? 'bg-ink text-white' : 'bg-danger text-white'}`}
        >
          {t.text}
        </div>
      ))}
    </div>
  );
}
