import { createStore } from 'zustand/vanilla';
import { useSdkStore } from './use-sdk-store';

export type PortalModule = typeof import('./portal');

const loaded = createStore<{ module: PortalModule | null }>(() => ({ module: null }));

let loading: Promise<PortalModule> | null = null;

/** On first need: a guest's first screen renders and hydrates from the server's data without the SDK. */
export function loadPortal(): Promise<PortalModule> {
  loading ??= import('./portal').then((module) => {
    loaded.setState({ module });
    return module;
  });
  return loading;
}

/**
 * Read as the SDK's stores are: a hydration takes the module as it is then, where zustand's hook would
 * take its initial null and hide the announcement the server rendered.
 */
export function usePortal(): PortalModule | null {
  return useSdkStore(loaded, (state) => state.module);
}
