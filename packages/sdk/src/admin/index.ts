/**
 * `@portal/sdk/admin`: the operators' console client. A separate entry, so the player bundle never
 * carries it: createAdminClient (login, the token in the given storage, a named method per admin operation
 * answering `{data, error}`),
 * the role table the console hides areas by, and the console's client-side checks.
 */

export * from '../errors.js';
export type { AdminMethods } from '../generated/admin-methods.js';
export { EnumLabels } from '../generated/enum-labels.js';
export { FieldRules } from '../generated/field-rules.js';
export { chinaDay } from '../helpers/calendar-day.js';
export { USED_UP_LABEL } from '../helpers/product.js';
export { releaseTimeLabel } from '../reservations/labels.js';
export { memoryStorage } from '../storage/memory.js';
export type { StorageAdapter } from '../storage/types.js';
export { webStorage } from '../storage/web.js';
export { type AdminClient, type AdminClientOptions, createAdminClient } from './client.js';
export type {
  AdminBody,
  AdminCallOptions,
  AdminMoneyCallOptions,
  AdminPathParams,
  AdminQuery,
} from './operation-types.js';
export type { AdminPaths, AdminSchemas } from './paths.js';
export {
  ADMIN_AREAS,
  type AdminArea,
  areasFor,
  canAccess,
  canMoveMoney,
  type OperatorRole,
  ROLE_LABELS,
} from './permissions.js';
export {
  checkAmount,
  checkCorrection,
  checkGiftCodes,
  checkLink,
  checkOperatorName,
  checkOperatorPassword,
  checkReason,
  checkRequired,
  checkScore,
  checkTags,
  checkTimeRange,
  checkVersion,
  firstProblem,
  REASON_LENGTH,
} from './rules.js';
export {
  ADMIN_SESSION_KEY,
  type AdminCredential,
  type AdminOperator,
  type AdminSession,
} from './session.js';
export { fileUpload } from './upload.js';
