/**
 * `@portal/sdk/moderation`: reporting a post, comment or user, and blocking users. Built on a portal
 * from `createPortal`.
 * Its own entry, so a site without these screens never carries them.
 */

export { type ModerationApi, moderationApi } from '../api/moderation.js';
export {
  checkReport,
  createModeration,
  type Moderation,
  type ModerationState,
  REPORT_DETAIL_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportResult,
  type ReportTarget,
  type ReportTargetType,
} from './moderation.js';
