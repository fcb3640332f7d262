/**
 * The SDK's pure helpers (`@portal/sdk/helpers`): formatting, prices, field checks, and whether a login
 * is stored. They create no portal, so a first screen that needs them (the home page's prices and
 * times) does not load the SDK's client; the portal itself is lib/portal.ts, loaded by
 * lib/load-portal.ts.
 */
import { hasStoredLogin, timeLabel as sdkTimeLabel } from '@portal/sdk/helpers';
import { useServerRendering } from './server-rendering';

export {
  checkName,
  checkPassword,
  checkPasswordAgain,
  checkPhone,
  checkSignature,
  checkSmsCode,
  dateTimeLabel,
  EnumLabels,
  FieldRules,
  firstError,
  isMember,
  isPhone,
  PRODUCT_NAME,
  pictureSrcSet,
  priceOf,
  releaseTimeLabel,
  reservationAction,
  reservationCountLabel,
  SIGNATURE_MAX_LENGTH,
  USED_UP_LABEL,
} from '@portal/sdk/helpers';

/**
 * The SDK's time label ("3分钟前"), as a component renders it: told against the moment the server
 * rendered the screen while that screen is hydrated (lib/server-rendering.tsx `renderedAt`), against
 * now otherwise.
 */
export function useTimeLabel(): (time: Parameters<typeof sdkTimeLabel>[0]) => string {
  const { renderedAt } = useServerRendering();
  return (time) => sdkTimeLabel(time, renderedAt ?? Date.now());
}

/** This browser holds a logged-in session, which start-up will restore (a guest's first render is the server's). */
export function startsSignedIn(): boolean {
  try {
    return hasStoredLogin(localStorage);
  } catch {
    // No storage (the server's render) or a browser that refuses it: start-up restores a guest too.
    return false;
  }
}
