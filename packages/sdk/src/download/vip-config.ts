import { readJson, writeJson } from '../storage/json.js';
import { STORAGE_KEYS } from '../storage/keys.js';
import type { StorageAdapter } from '../storage/types.js';

/** `vipconfig`: where the user left for the VIP page (source = route id) and whether a download prompt sent them (type 1). */
export interface VipConfig {
  source: number | string;
  type: 0 | 1;
}

export const RESET_VIP_CONFIG: VipConfig = { source: 0, type: 0 };

export const readVipConfig = async (storage: StorageAdapter): Promise<VipConfig> =>
  (await readJson<VipConfig>(storage, STORAGE_KEYS.vipConfig)) ?? RESET_VIP_CONFIG;

/** Written from the download prompt's '立即开通' link. */
export const markVipFromDownload = (storage: StorageAdapter, source: number | string): Promise<void> =>
  writeJson(storage, STORAGE_KEYS.vipConfig, { source, type: 1 } satisfies VipConfig);

/** Called when leaving the profile page. */
export const resetVipConfig = (storage: StorageAdapter): Promise<void> =>
  writeJson(storage, STORAGE_KEYS.vipConfig, RESET_VIP_CONFIG);
