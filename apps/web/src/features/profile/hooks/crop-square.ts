import { FieldRules } from '../../../lib/portal-helpers';

/** Largest avatar the server takes: the contract's AvatarUpload. */
export const AVATAR_MAX_BYTES: number = FieldRules.AvatarUpload.maxBytes;
/** A picked photo larger than this is refused before we even decode it. */
export const PICK_MAX_BYTES = 20 * 1024 * 1024;
const OUTPUT_PX = 400;

/** Why a picked file cannot become an avatar, in Chinese; null when it can. */
export function checkPickedFile(file: File): string | null {
  if (!/^image\/(jpeg|png|webp|gif|bmp)$/.test(file.type)) return '请选择 JPG、PNG 或 WebP 图片';
  if (file.size > PICK_MAX_BYTES) return '图片不能超过20MB';
  return null;
}

/** Centre-crops the picture to a square of 400px on a canvas and encodes it as JPEG. */
export async function cropToSquare(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT_PX;
  canvas.height = OUTPUT_PX;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('无法处理图片');
  ctx.fillStyle = '#fff'; // transparent PNGs would turn black in JPEG
  ctx.fillRect(0, 0, OUTPUT_PX, OUTPUT_PX);
  ctx.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    OUTPUT_PX,
    OUTPUT_PX,
  );
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('无法处理图片'))), 'image/jpeg', 0.88),
  );
}
