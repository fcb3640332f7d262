import { describe, expect, it } from 'vitest';
import { checkPickedFile, PICK_MAX_BYTES } from './crop-square';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'x', { type });

describe('avatar file check before upload', () => {
  it('accepts common photo types and refuses anything else', () => {
    expect(checkPickedFile(file('image/jpeg', 10))).toBeNull();
    expect(checkPickedFile(file('image/png', 10))).toBeNull();
    expect(checkPickedFile(file('text/plain', 10))).toBe('请选择 JPG、PNG 或 WebP 图片');
    expect(checkPickedFile(file('image/svg+xml', 10))).toBe('请选择 JPG、PNG 或 WebP 图片');
  });

  it('refuses a picked photo that is too large to process', () => {
    expect(checkPickedFile(file('image/png', PICK_MAX_BYTES + 1))).toBe('图片不能超过20MB');
  });
});
