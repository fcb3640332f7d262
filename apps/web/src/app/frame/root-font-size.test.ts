import { describe, expect, it } from 'vitest';
import { parallaxOffset, rootFontSize } from './root-font-size';

describe('root font size', () => {
  it('is 16px at the 375px design width and scales with the frame', () => {
    expect(rootFontSize(375)).toBe(16);
    expect(rootFontSize(520)).toBeCloseTo(22.19, 2);
    expect(rootFontSize(320)).toBeCloseTo(13.65, 2);
  });
  it('never scales past 2x', () => {
    expect(rootFontSize(1024)).toBe(32);
    expect(rootFontSize(3000)).toBe(32);
  });
});

describe('parallax', () => {
  it('moves against the pointer by factor 0.3 scaled by 50', () => {
    expect(parallaxOffset(640, 400, 1280, 800)).toEqual({ x: -0, y: -0 });
    expect(parallaxOffset(1280, 800, 1280, 800)).toEqual({ x: -7.5, y: -7.5 });
    expect(parallaxOffset(0, 0, 1280, 800)).toEqual({ x: 7.5, y: 7.5 });
  });
});
