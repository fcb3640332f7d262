import { STORAGE_KEYS } from '../storage/keys.js';
import type { StorageAdapter } from '../storage/types.js';

export interface AddressParams {
  /** `inviteCode` query parameter: who invited this user. */
  inviteCode: string | null;
  /** `code` query parameter: the channel the visitor came from, forwarded as channelID. */
  channelCode: string | null;
  /** `token` query parameter: triggers token login. */
  token: string | null;
}

const nonEmpty = (value: string | null): string | null =>
  value && value.trim() !== '' ? value.trim() : null;

export function parseAddress(search: string): AddressParams {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return {
    inviteCode: nonEmpty(query.get('inviteCode')),
    channelCode: nonEmpty(query.get('code')),
    token: nonEmpty(query.get('token')),
  };
}

/** Keeps the codes found in the address; codes absent from this address leave stored ones alone. */
export async function captureCodes(storage: StorageAdapter, search: string): Promise<AddressParams> {
  const params = parseAddress(search);
  if (params.inviteCode) await storage.setItem(STORAGE_KEYS.inviteCode, params.inviteCode);
  if (params.channelCode) await storage.setItem(STORAGE_KEYS.channelCode, params.channelCode);
  return params;
}

export interface StoredCodes {
  inviteCode: string | null;
  channelCode: string | null;
}

export async function readCodes(storage: StorageAdapter): Promise<StoredCodes> {
  const [inviteCode, channelCode] = await Promise.all([
    storage.getItem(STORAGE_KEYS.inviteCode),
    storage.getItem(STORAGE_KEYS.channelCode),
  ]);
  return { inviteCode: nonEmpty(inviteCode), channelCode: nonEmpty(channelCode) };
}

export async function clearCodes(storage: StorageAdapter): Promise<void> {
  await storage.removeItem(STORAGE_KEYS.inviteCode);
  await storage.removeItem(STORAGE_KEYS.channelCode);
}

/** The fields register and phone login always carry: stored codes or the defaults ('' and the config channel). */
export async function referralFields(
  storage: StorageAdapter,
  defaultChannelID: string,
): Promise<{ inviteCode: string; channelID: string }> {
  const codes = await readCodes(storage);
  return { inviteCode: codes.inviteCode ?? '', channelID: codes.channelCode ?? defaultChannelID };
}
