import { useEffect } from 'react';
import { appConfig } from '../config/app';
import type { RouteMeta } from './route-meta';

export function documentTitle(meta: RouteMeta | undefined): string {
  return meta?.title ? `${appConfig.title} | ${meta.title}` : appConfig.title;
}

/**
 * The page title '{app title} | {meta title}', or the app title alone. The body
 * class of the theme is set before the first paint by app/theme-boot.ts.
 */
export function useDocumentTitle(meta: RouteMeta | undefined): void {
  const title = documentTitle(meta);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
