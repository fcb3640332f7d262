/**
 * @portal/sdk: the headless portal. `createPortal(config)` wires everything; each part is also
 * exported on its own and tree-shakes. Pure helpers (time labels, phone and field checks, sensitive
 * words) live in `@portal/sdk/helpers` only, and the rules of screens a site may not have in entries of
 * their own (`@portal/sdk/comics`, `/rewards`, `/account-security`, `/moderation`, `/search`, `/square`), so the
 * portal's own entry carries no code a page may not need.
 */

export type {
  AnnouncementLoadOptions,
  AnnouncementPopup,
  AnnouncementState,
} from './announcement/announcement-store.js';
export { shouldFetchAnnouncement } from './announcement/rules.js';
export type { PortalApi } from './api/index.js';
export type { CallOptions, MoneyCallOptions, Schemas } from './api/types.js';
export { DEFAULT_OTHER_CONFIG, DEFAULTS, PHONE_AUTO_REGISTER_KEY } from './config.js';
export { getDeviceId, isDeviceId, newDeviceId } from './device/device-id.js';
export { INIT_FAILED, INIT_NO_DEVICE, INIT_SUCCESS, type InitResult } from './device/device-init.js';
export { createDownloadFlow, type DownloadFlow, type TrackEvent } from './download/download-flow.js';
export { createDownloadMachine, type DownloadMachine } from './download/download-machine.js';
export * from './download/machine.js';
export { RESET_VIP_CONFIG, type VipConfig } from './download/vip-config.js';
export * from './errors.js';
// The answer codes beside BusinessCode (errors.js): generated from the contract like it.
export { BusinessMessage, ErrorCode, SUCCESS_CODE } from './generated/business-codes.js';
// The contract's word for each value of a labelled enum (x-enum-labels), for screens that show a status.
export { EnumLabels } from './generated/enum-labels.js';
export type { components, operations, paths } from './generated/portal.js';
export { COPY_SUCCESS_MESSAGE } from './helpers/clipboard.js';
export {
  type AddressParams,
  captureCodes,
  clearCodes,
  parseAddress,
  readCodes,
} from './invite/invite-codes.js';
export type { Logger } from './logger.js';
export { consoleLogger, quietLogger, silentLogger } from './logger.js';
export {
  createPagedList,
  type FetchPage,
  type Page,
  type PagedList,
  type PagedListOptions,
  type PagedListState,
} from './paging/paged-list.js';
export type { PlatformAdapters } from './platform/types.js';
export { webPlatform } from './platform/web.js';
export { createPortal, type InboxState, type Portal, type StartResult } from './portal.js';
export type { PortalConfig, ResolvedConfig } from './portal-config.js';
export type { Account, UserStatus } from './session/account.js';
export { GUEST_ACCOUNT, GUEST_NAME } from './session/account.js';
export type { Auth, Notice } from './session/auth.js';
export { DELETION_CANCELLED_NOTICE, welcomeMessage } from './session/auth.js';
export { isMember, MEMBER_LEVEL } from './session/membership.js';
export type { SessionChange, SessionEvent, SessionState, SessionStore } from './session/session-store.js';
export { hasStoredLogin, type SyncStorageReader } from './session/stored-login.js';
export { notShowKey, STORAGE_KEYS } from './storage/keys.js';
export { type MemoryStorage, memoryStorage } from './storage/memory.js';
export type { StorageAdapter } from './storage/types.js';
export { webStorage } from './storage/web.js';
export type { ReadableStore } from './store.js';
export type { RetryOptions } from './transport/fetch-wrapper.js';
export type { PortalPaths, SquarePaths } from './transport/paths.js';
export { JSON_MARKER } from './transport/portal-body.js';
