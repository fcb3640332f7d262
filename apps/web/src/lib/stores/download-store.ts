import { useStore } from 'zustand';
import { downloadFlow } from '../portal';
import type { DownloadState } from '../portal-types';

/** The SDK's purchase machine is store-shaped, so zustand reads it directly. */
export function useDownload<T>(selector: (state: DownloadState) => T): T {
  return useStore(downloadFlow, selector);
}
