import { createStore } from 'zustand/vanilla';
import { useSdkStore } from './use-sdk-store';

/** The SDK's module in the app: the portal instance and the actions screens call (lib/portal.ts). */
export type PortalModule = typeof import('./portal');

const loaded = createStore<{ module: PortalModule | null }>(() => ({ module: null }));

let loading: Promise<PortalModule> | null = null;

/**
 * Loads the SDK's module on first need. Kept out of the first load: a guest's first screen renders and
 * hydrates from the server's data, and its overlays start hidden, without the SDK.
 */
export function loadPortal(): Promise<PortalModule> {
  loading ??= import('./portal').then((module) => {
    loaded.setState({ module });
    return module;
  });
  return loading;
}

/**
 * The SDK's module once loaded (re-rendering then), or null before. Read as the SDK's stores are: the
 * first render (the server's, a hydration) takes the module as it is then, where zustand's hook would
 * take its initial null and render the announcement the server rendered as hidden.
 */
export function usePortal(): PortalModule | null {
  return useSdkStore(loaded, (state) => state.module);
}
