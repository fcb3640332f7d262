/**
 * The console's one admin client and what the app takes from `@portal/sdk/admin`: every screen reaches
 * the admin API through here.
 */
import { createAdminClient, fileUpload, webStorage } from '@portal/sdk/admin';

export {
  type AdminArea,
  type AdminMethods,
  type AdminSchemas,
  type AdminSession,
  areasFor,
  canAccess,
  canMoveMoney,
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
  chinaDay,
  EnumLabels,
  FieldRules,
  firstProblem,
  isPortalError,
  type OperatorRole,
  type PortalError,
  type Result,
  ROLE_LABELS,
  releaseTimeLabel,
  USED_UP_LABEL,
} from '@portal/sdk/admin';

let onExpired: () => void = () => {};

/** Where to go when the server stops accepting the token (the router sets it: back to the login page). */
export function setSessionExpiredHandler(handler: () => void): void {
  onExpired = handler;
}

// The console is served by the portal itself, so its token lives only in the HttpOnly cookie the login
// sets: no script of any page on this origin (the player app's included) can read it.
export const admin = createAdminClient({
  storage: webStorage(),
  credential: 'cookie',
  onSessionExpired: () => onExpired(),
});

/** Uploads a picture (icon, cover, banner): its address, or the refusal's message. */
export async function uploadImage(file: File): Promise<{ url: string } | { error: string }> {
  const { data, error } = await admin.uploadImage(fileUpload(file));
  return error ? { error: error.message } : { url: data.url };
}

export { fileUpload };
