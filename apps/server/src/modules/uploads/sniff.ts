import { FieldRules } from '@portal/openapi/limits';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { AppError, ErrorCode, Errors } from '../../http/answer.ts';
import { mp4Meta, webmMeta } from './video-meta.ts';

export const MB = 1024 * 1024;
/** Upload sizes: the contract's MediaUpload and AvatarUpload. */
export const IMAGE_MAX: number = FieldRules.MediaUpload.imageMaxBytes;
export const VIDEO_MAX: number = FieldRules.MediaUpload.videoMaxBytes;
export const AVATAR_MAX: number = FieldRules.AvatarUpload.maxBytes;
/**
 * Largest image accepted, read from its header (nothing is decoded here): a few bytes can claim
 * 60000x60000 pixels, which every viewer would then try to decode (gigabytes of memory).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_IMAGE_SIDE = 16_384;

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const AVATAR_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const VIDEO_TYPES = new Set(['video/mp4', 'video/webm']);

export const tooLarge = () => new AppError(ErrorCode.PayloadTooLarge, '上传内容过大');
export const unsupported = () => new AppError(ErrorCode.UnsupportedMediaType, '不支持的内容类型');

export interface Sniffed {
  kind: 'image' | 'video';
  ext: string;
  mime: string;
  width: number;
  height: number;
  duration: number | null;
}

/**
 * Decides what the bytes are from their content, never the file name or the client's content
 * type, and checks the size limit for that kind.
 */
export async function sniff(data: Buffer, allow: 'media' | 'avatar'): Promise<Sniffed> {
  const type = await fileTypeFromBuffer(data);
  if (!type) throw unsupported();
  const isImage = (allow === 'avatar' ? AVATAR_TYPES : IMAGE_TYPES).has(type.mime);
  const isVideo = allow === 'media' && VIDEO_TYPES.has(type.mime);
  if (!isImage && !isVideo) throw unsupported();
  if (isImage) {
    if (data.length > (allow === 'avatar' ? AVATAR_MAX : IMAGE_MAX)) throw tooLarge();
    let size: { width?: number; height?: number };
    try {
      size = imageSize(data);
    } catch {
      throw unsupported();
    }
    if (!size.width || !size.height) throw unsupported();
    if (
      size.width > MAX_IMAGE_SIDE ||
      size.height > MAX_IMAGE_SIDE ||
      size.width * size.height > MAX_IMAGE_PIXELS
    ) {
      throw Errors.badRequest(
        `图片尺寸过大，最多 ${MAX_IMAGE_PIXELS / 10_000} 万像素、每边不超过 ${MAX_IMAGE_SIDE} 像素`,
      );
    }
    return {
      kind: 'image',
      ext: type.ext,
      mime: type.mime,
      width: size.width,
      height: size.height,
      duration: null,
    };
  }
  if (data.length > VIDEO_MAX) throw tooLarge();
  const meta = type.mime === 'video/mp4' ? mp4Meta(data) : webmMeta(data);
  if (!meta) throw unsupported();
  return { kind: 'video', ext: type.ext, mime: type.mime, ...meta };
}
