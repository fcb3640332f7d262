/**
 * `@portal/sdk/account-security`: the devices signed in to an account and account deletion (with its
 * cooling-off period). Built on a portal from `createPortal`.
 * Its own entry, so a site without these screens never carries them.
 */

export { type AccountSecurityApi, accountSecurityApi } from '../api/account-security.js';
export {
  type AccountSecurity,
  createAccountSecurity,
  DELETION_COOLING_OFF_DAYS,
  deletionWarnings,
  type SignedInDevice,
} from './account-security.js';
