import { type PointerEvent, useRef, useState } from 'react';

export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}

export const MAX_ZOOM = 4;
const IDENTITY: ZoomState = { scale: 1, x: 0, y: 0 };

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Pinch (two pointers) scales between 1 and 4, one pointer pans a zoomed image, a double tap toggles
 * 2x. `onSwipe` reports a horizontal flick while the image is not zoomed.
 */
export function usePinchZoom(onSwipe: (direction: 1 | -1) => void) {
  const [zoom, setZoom] = useState<ZoomState>(IDENTITY);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{
    dist: number;
    scale: number;
    x: number;
    y: number;
    startX: number;
    startY: number;
  } | null>(null);
  const lastTap = useRef(0);

  const begin = () => {
    const pts = [...pointers.current.values()];
    const [a, b] = pts;
    if (!a) return;
    gesture.current = {
      dist: b ? distance(a, b) : 0,
      scale: zoom.scale,
      x: zoom.x,
      y: zoom.y,
      startX: a.x,
      startY: a.y,
    };
  };

  const onPointerDown = (e: PointerEvent) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    begin();
  };

  const onPointerMove = (e: PointerEvent) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const g = gesture.current;
    const [a, b] = [...pointers.current.values()];
    if (!g || !a) return;
    if (b && g.dist > 0) {
      const scale = Math.min(MAX_ZOOM, Math.max(1, (g.scale * distance(a, b)) / g.dist));
      setZoom((z) => ({ ...z, scale }));
    } else if (g.scale > 1) {
      setZoom((z) => ({ ...z, x: g.x + a.x - g.startX, y: g.y + a.y - g.startY }));
    }
  };

  const onPointerUp = (e: PointerEvent) => {
    const g = gesture.current;
    const single = pointers.current.size === 1;
    pointers.current.delete(e.pointerId);
    if (single && g && zoom.scale === 1) {
      const dx = e.clientX - g.startX;
      if (Math.abs(dx) > 50) onSwipe(dx < 0 ? 1 : -1);
      else if (Math.abs(dx) < 10) {
        const now = Date.now();
        if (now - lastTap.current < 300) setZoom({ scale: 2, x: 0, y: 0 });
        lastTap.current = now;
      }
    } else if (single && zoom.scale > 1 && g && Math.abs(e.clientX - g.startX) < 10) {
      const now = Date.now();
      if (now - lastTap.current < 300) setZoom(IDENTITY);
      lastTap.current = now;
    }
    if (zoom.scale <= 1) setZoom(IDENTITY);
    begin();
  };

  return {
    zoom,
    reset: () => setZoom(IDENTITY),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
