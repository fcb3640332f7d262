import { appConfig } from '../config/app';
import { pictureSrcSet } from '../lib/portal-helpers';

/** The widest phone the 375px design is drawn on (the whole UI scales with the width: rem units). */
const WIDEST_PHONE = 430;

/**
 * The `srcSet` of an uploaded picture drawn `designWidth` wide on the 375px design: the copies as sharp
 * as a 1x, 2x and 3x phone up to the widest needs, so a phone downloads no more pixels than it shows;
 * undefined for a picture the server cannot size (the `src` alone is used).
 */
export function srcSetFor(address: string | null | undefined, designWidth: number): string | undefined {
  return address ? pictureSrcSet(address, (designWidth * WIDEST_PHONE) / appConfig.designWidth) : undefined;
}
