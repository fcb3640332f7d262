import type { DownloadState } from '@portal/sdk';
import { downloadFlow } from '../portal';
import { useSdkStore } from '../use-sdk-store';

/** The SDK's purchase machine (store-shaped). */
export function useDownload<T>(selector: (state: DownloadState) => T): T {
  return useSdkStore(downloadFlow, selector);
}
