import { FieldRules } from '../generated/field-rules.js';

/** A picture the portal can size: an uploaded raster picture under /files/, with no query of its own. */
const SIZABLE_PICTURE = /^\/files\/[^?#]+\.(?:webp|png|jpe?g)$/i;

/** Screens up to three device pixels per CSS pixel get a picture sharp enough for them. */
const MAX_DENSITY = 3;

/**
 * The `srcset` of a picture shown `cssWidth` CSS pixels wide (pair it with `sizes="<cssWidth>px"`): the
 * contract's picture widths from the one a 1x screen needs to the one a 3x screen needs, each as
 * `<address>?w=<width> <width>w`; undefined for an address the server cannot size (another host, an SVG).
 */
export function pictureSrcSet(address: string, cssWidth: number): string | undefined {
  if (!SIZABLE_PICTURE.test(address) || !(cssWidth > 0)) return undefined;
  const widths = FieldRules.PictureAddress.widths;
  const covering = (pixels: number) => widths.find((w) => w >= pixels) ?? widths[widths.length - 1]!;
  const smallest = covering(cssWidth);
  const largest = covering(cssWidth * MAX_DENSITY);
  return widths
    .filter((w) => w >= smallest && w <= largest)
    .map((w) => `${address}?w=${w} ${w}w`)
    .join(', ');
}
