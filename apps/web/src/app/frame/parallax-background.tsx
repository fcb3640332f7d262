import { useEffect, useRef } from 'react';
import backdrop from '../../assets/parallax-bg.svg';
import { parallaxOffset } from './root-font-size';

/** Desktop-only backdrop that drifts against the mouse (factor 0.3 × 50px at the window edges). */
export function ParallaxBackground() {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const onMove = (e: MouseEvent) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const o = parallaxOffset(e.clientX, e.clientY, window.innerWidth, window.innerHeight);
        if (layer.current) layer.current.style.transform = `translate3d(${o.x}px, ${o.y}px, 0) scale(1.05)`;
      });
    };
    window.addEventListener('mousemove', onMove);
    return () => {
      window.removeEventListener('mousemove', onMove);
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 overflow-hidden">
      <div
        ref={layer}
        data-testid="parallax"
        className="absolute inset-0 bg-cover bg-center transition-transform duration-300 ease-out"
        style={{ backgroundImage: `url(${backdrop})`, transform: 'scale(1.05)' }}
      />
    </div>
  );
}
