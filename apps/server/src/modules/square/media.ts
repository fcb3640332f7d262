import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { Errors } from '../../http/answer.ts';
import { type UploadRecord, uploadsOf } from '../uploads/index.ts';
import type { MediaImage, Video } from './present.ts';

/**
 * A post's pictures and video as they will be stored: each address must be one the author's own
 * upload answered, exactly as it answered it (anything else could point a viewer's page at another
 * user's file, at a page of the site itself, or break out of the attribute it is written in), and the
 * sizes are the ones the upload measured, not the client's.
 */
export async function ownMedia(
  db: Kysely<Database>,
  uid: string,
  images: readonly MediaImage[],
  video: Video | null,
): Promise<{ images: MediaImage[]; video: Video | null }> {
  const urls = images.map((i) => i.url);
  if (video) urls.push(video.url, video.thumbnail);
  const mine = await uploadsOf(db, uid, urls);
  const upload = (url: string, kind: UploadRecord['kind'], field: string): UploadRecord => {
    const found = mine.get(url);
    if (found?.kind !== kind) {
      throw Errors.badRequest(
        `${field} 只能使用你本人上传${kind === 'image' ? '的图片' : '的视频'}返回的地址`,
      );
    }
    return found;
  };
  const ownImages = images.map(({ url }) => {
    const { width, height } = upload(url, 'image', 'images');
    return { url, width, height };
  });
  if (!video) return { images: ownImages, video: null };
  const clip = upload(video.url, 'video', 'video');
  upload(video.thumbnail, 'image', 'video.thumbnail');
  return {
    images: ownImages,
    video: {
      url: clip.url,
      thumbnail: video.thumbnail,
      width: clip.width,
      height: clip.height,
      duration: clip.duration ?? video.duration,
    },
  };
}
