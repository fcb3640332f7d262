import type { DownloadState } from '@portal/sdk';
import { useStore } from 'zustand';
import { downloadFlow } from '../portal';

/** The SDK's purchase machine is store-shaped, so zustand reads it directly. */
export function useDownload<T>(selector: (state: DownloadState) => T): T {
  return useStore(downloadFlow, selector);
}
