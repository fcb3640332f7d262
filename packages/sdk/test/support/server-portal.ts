import { createPortal, type PortalConfig, silentLogger } from '../../src/index.js';
import { memoryStorage } from '../../src/storage/memory.js';

/** A portal on a real local server (its /portal and /api families), with its own memory storage and no logs. */
export function serverPortal(baseUrl: string, overrides: Partial<PortalConfig> = {}) {
  return createPortal({
    baseUrl,
    portalBaseUrl: `${baseUrl}/portal`,
    squareBaseUrl: `${baseUrl}/api`,
    storage: memoryStorage(),
    logger: silentLogger,
    platform: { locationSearch: () => '', userAgent: () => 'test', saveFile: () => undefined },
    ...overrides,
  });
}
