import { useEffect } from 'react';
import { appConfig } from '../config/app';
import type { RouteMeta } from './route-meta';

export function documentTitle(meta: RouteMeta | undefined): string {
  return meta?.title ? `${appConfig.title} | ${meta.title}` : appConfig.title;
}

/**
 * The theme holder (SPEC.md section 4): the body class of the configured theme, and the page title
 * '{app title} | {meta title}', or the app title alone (SPEC.md section 2).
 */
export function useDocumentTitle(meta: RouteMeta | undefined): void {
  const title = documentTitle(meta);
  useEffect(() => {
    document.body.classList.add(`theme-${appConfig.theme}`);
  }, []);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
