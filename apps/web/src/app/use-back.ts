import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pathOfRoute, type RouteMeta } from './route-meta';

/**
 * The header's back action: the route named by the meta's `back`, otherwise one step back in
 * history; a page opened directly (nothing to go back to) goes home instead of leaving the site.
 */
export function useBack(meta: RouteMeta | undefined): () => void {
  const navigate = useNavigate();
  const back = meta?.back;
  return useCallback(() => {
    if (back) {
      navigate(pathOfRoute(back));
      return;
    }
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  }, [back, navigate]);
}
