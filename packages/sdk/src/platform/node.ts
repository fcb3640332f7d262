import type { PlatformAdapters } from './types.js';

/** Node defaults: no address, no clipboard, downloads hand back their URL. */
export function nodePlatform(options: { userAgent?: string; search?: string } = {}): PlatformAdapters {
  return {
    userAgent: () => options.userAgent ?? `node/${process.versions.node}`,
    locationSearch: () => options.search ?? '',
    writeClipboard: () => Promise.reject(new Error('no clipboard in Node')),
    saveFile: (url) => url,
  };
}
