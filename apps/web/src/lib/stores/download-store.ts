import type { DownloadState } from '@portal/sdk';
import { usePortal } from '../load-portal';
import { fixedStore, useSdkStore } from '../use-sdk-store';

/** Before the SDK has loaded, no purchase is under way (the SDK's own initial state). */
const beforeStart = fixedStore<DownloadState>({ status: 'idle' });

/** The SDK's purchase machine (store-shaped). */
export function useDownload<T>(selector: (state: DownloadState) => T): T {
  return useSdkStore(usePortal()?.downloadFlow ?? beforeStart, selector);
}
