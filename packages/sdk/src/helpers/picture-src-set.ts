import { PictureAddress } from '../generated/picture-address.js';

/** A picture the portal can size: an uploaded raster picture under /files/, with no query of its own. */
const SIZABLE_PICTURE = /^\/files\/[^?#]+\.(?:webp|png|jpe?g)$/i;

/** Screens up to three device pixels per CSS pixel get a picture sharp enough for them. */
const MAX_DENSITY = 3;

/**
 * The `srcset` of a picture shown `cssWidth` CSS pixels wide, by pixel density (`<address>?w=96 1x,
 * <address>?w=192 2x`): for 1x, 2x and 3x screens, the narrowest of the contract's picture widths at
 * least that sharp; undefined for an address the server cannot size (another host, an SVG).
 */
export function pictureSrcSet(address: string, cssWidth: number): string | undefined {
  if (!SIZABLE_PICTURE.test(address) || !(cssWidth > 0)) return undefined;
  const { widths } = PictureAddress;
  // Width -> the lowest density it serves: a copy two densities share is listed once.
  const densities = new Map<number, number>();
  for (let density = MAX_DENSITY; density >= 1; density--) {
    densities.set(widths.find((w) => w >= cssWidth * density) ?? widths[widths.length - 1]!, density);
  }
  return [...densities]
    .reverse()
    .map(([width, density]) => `${address}?w=${width} ${density}x`)
    .join(', ');
}
