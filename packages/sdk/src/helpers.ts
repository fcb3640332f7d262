/**
 * `@portal/sdk/helpers`: pure helpers that pull in no transport and create no portal, so a page that
 * only formats times, prices a game or checks a phone number stays tiny. `hasStoredLogin` reads the
 * one stored key it is given a storage for.
 */

export { type PlatformType, platformTypeFromUserAgent } from './device/platform-type.js';
export type { DownloadGame } from './download/machine.js';
export { priceOf } from './download/price.js';
export { SUCCESS_CODE } from './generated/business-codes.js';
export { EnumLabels } from './generated/enum-labels.js';
export { FieldRules } from './generated/field-rules.js';
export {
  CHINA_UTC_OFFSET_MINUTES,
  chinaDay,
  dayNumber,
  isPreviousDay,
  isSameDay,
  type TimeInput,
} from './helpers/calendar-day.js';
export { dateTimeLabel } from './helpers/date-time-label.js';
export { isPhone } from './helpers/phone.js';
export { pictureSrcSet } from './helpers/picture-src-set.js';
export { PRODUCT_NAME, USED_UP_LABEL } from './helpers/product.js';
export { timeLabel } from './helpers/time-label.js';
export { findSensitiveWords, maskSensitive } from './publish/sensitive.js';
export {
  type ReservationAction,
  releaseTimeLabel,
  reservationAction,
  reservationCountLabel,
} from './reservations/labels.js';
export { isMember, MEMBER_LEVEL } from './session/membership.js';
export { hasStoredLogin, type SyncStorageReader } from './session/stored-login.js';
export {
  checkName,
  checkPassword,
  checkPasswordAgain,
  checkPhone,
  checkSmsCode,
  firstError,
} from './validation/account-fields.js';
export {
  checkCommentContent,
  checkPostContent,
  checkSignature,
  type FieldError,
  SIGNATURE_MAX_LENGTH,
} from './validation/fields.js';
