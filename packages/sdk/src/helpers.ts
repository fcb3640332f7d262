/**
 * `@portal/sdk/helpers`: pure helpers that pull in no transport, storage or session code, so a page
 * that only formats times or checks a phone number stays tiny.
 */

export { type PlatformType, platformTypeFromUserAgent } from './device/platform-type.js';
export { SUCCESS_CODE } from './generated/business-codes.js';
export { FieldRules } from './generated/field-rules.js';
export {
  CHINA_UTC_OFFSET_MINUTES,
  dayNumber,
  isPreviousDay,
  isSameDay,
  type TimeInput,
} from './helpers/calendar-day.js';
export { dateTimeLabel } from './helpers/date-time-label.js';
export { isPhone } from './helpers/phone.js';
export { timeLabel } from './helpers/time-label.js';
export { findSensitiveWords, maskSensitive } from './publish/sensitive.js';
export {
  checkName,
  checkPassword,
  checkPhone,
  checkSmsCode,
  firstError,
} from './validation/account-fields.js';
export { checkCommentContent, checkPostContent, type FieldError } from './validation/fields.js';
