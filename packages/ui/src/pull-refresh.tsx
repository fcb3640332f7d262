import { type ReactNode, type TouchEvent, useRef, useState } from 'react';
import { ArrowDownIcon, SpinnerIcon } from './icons';
import { useScrollRoot } from './scroll-root';

/** Height of the refresh head (50px, the product's default); pulling past it and letting go refreshes. */
export const PULL_HEAD_HEIGHT_PX = 50;

type Phase = 'idle' | 'pulling' | 'loosing' | 'loading' | 'success';

const labels: Record<Phase, string> = {
  idle: '',
  pulling: '下拉即可刷新',
  loosing: '释放即可刷新',
  loading: '加载中...',
  success: '刷新成功',
};

// Resistance so the content follows the finger more and more slowly, like a native list.
function ease(distance: number): number {
  const head = PULL_HEAD_HEIGHT_PX;
  if (distance <= head) return distance;
  if (distance <= head * 2) return head + (distance - head) / 2;
  return head * 1.5 + (distance - head * 2) / 4;
}

export function PullRefresh({ onRefresh, children }: { onRefresh(): Promise<unknown>; children: ReactNode }) {
  const root = useScrollRoot();
  const [phase, setPhase] = useState<Phase>('idle');
  const [offset, setOffset] = useState(0);
  const start = useRef<{ y: number; x: number } | null>(null);
  const busy = phase === 'loading' || phase === 'success';

  const atTop = () => (root ? root.scrollTop <= 0 : window.scrollY <= 0);

  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    if (busy || !t || !atTop()) return;
    start.current = { y: t.clientY, x: t.clientX };
  };
  const onTouchMove = (e: TouchEvent) => {
    const t = e.touches[0];
    if (!start.current || !t) return;
    const dy = t.clientY - start.current.y;
    if (dy <= 0 || Math.abs(t.clientX - start.current.x) > dy) {
      setOffset(0);
      setPhase('idle');
      return;
    }
    const next = ease(dy);
    setOffset(next);
    setPhase(next >= PULL_HEAD_HEIGHT_PX ? 'loosing' : 'pulling');
  };
  const onTouchEnd = async () => {
    if (!start.current) return;
    start.current = null;
    if (phase !== 'loosing') {
      setOffset(0);
      setPhase('idle');
      return;
    }
    setOffset(PULL_HEAD_HEIGHT_PX);
    setPhase('loading');
    try {
      await onRefresh();
      setPhase('success');
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      setOffset(0);
      setPhase('idle');
    }
  };

  const dragging = phase === 'pulling' || phase === 'loosing';
  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} className="relative">
      <div
        style={{ transform: `translateY(${offset}px)`, transition: dragging ? 'none' : 'transform 0.3s' }}
        className="will-change-transform"
      >
        <div
          className="pointer-events-none absolute inset-x-0 flex items-center justify-center gap-1.5 text-[0.8125rem] text-muted"
          style={{ height: PULL_HEAD_HEIGHT_PX, top: -PULL_HEAD_HEIGHT_PX }}
          aria-live="polite"
        >
          {phase === 'loading' ? (
            <SpinnerIcon />
          ) : (
            dragging && <ArrowDownIcon className={`transition ${phase === 'loosing' ? 'rotate-180' : ''}`} />
          )}
          {labels[phase]}
        </div>
        {children}
      </div>
    </div>
  );
}
