import { appConfig } from '../../config/app';

/** 16px * min(width / 375, 2): the whole rem-based UI scales with the frame, up to twice a 375px phone. */
export function rootFontSize(containerWidth: number): number {
  const { baseFontSize, designWidth, maxFontScale } = appConfig;
  if (containerWidth <= 0) return baseFontSize;
  return baseFontSize * Math.min(containerWidth / designWidth, maxFontScale);
}

/** Offset of the desktop background for a pointer at (x, y) in a w×h window. */
export function parallaxOffset(x: number, y: number, w: number, h: number): { x: number; y: number } {
  const { factor, scale } = appConfig.parallax;
  // Pointer position from -0.5 to 0.5 around the centre; the background moves the opposite way.
  const nx = w > 0 ? x / w - 0.5 : 0;
  const ny = h > 0 ? y / h - 0.5 : 0;
  return { x: -nx * factor * scale, y: -ny * factor * scale };
}
