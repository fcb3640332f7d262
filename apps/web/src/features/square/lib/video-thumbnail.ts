/** Where the thumbnail frame is taken (at 1 second, as PNG, as the product's thumbnails are). */
export const THUMBNAIL_AT_SECONDS = 1;

export interface VideoFrame {
  blob: Blob;
  width: number;
  height: number;
  /** Seconds; 0 when the file does not say. */
  duration: number;
}

function once(target: HTMLVideoElement, event: string, ms = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error('读取视频超时')), ms);
    const ok = () => done();
    const bad = () => done(new Error('无法读取该视频'));
    function done(error?: Error) {
      clearTimeout(timer);
      target.removeEventListener(event, ok);
      target.removeEventListener('error', bad);
      if (error) reject(error);
      else resolve();
    }
    target.addEventListener(event, ok);
    target.addEventListener('error', bad);
  });
}

/**
 * Recorded clips (MediaRecorder WebM) often carry no duration: seeking past the end makes the
 * browser find it. 0 when it still cannot tell.
 */
async function knownDuration(video: HTMLVideoElement): Promise<number> {
  if (Number.isFinite(video.duration)) return video.duration;
  const seeked = once(video, 'seeked');
  video.currentTime = Number.MAX_SAFE_INTEGER;
  await seeked;
  return Number.isFinite(video.duration) ? video.duration : 0;
}

/**
 * The frame at 1 second of a local video file, drawn to a canvas and encoded as PNG (a clip
 * shorter than that gives its last frame). Runs before upload so the post shows a picture at once.
 */
export async function videoThumbnail(file: Blob, at = THUMBNAIL_AT_SECONDS): Promise<VideoFrame> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const loaded = once(video, 'loadeddata');
    video.src = url;
    await loaded;
    const duration = await knownDuration(video);
    const seeked = once(video, 'seeked');
    video.currentTime = duration > 0 ? Math.min(at, duration) : at;
    await seeked;
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) throw new Error('无法读取该视频');
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('无法生成视频封面');
    ctx.drawImage(video, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('无法生成视频封面');
    return { blob, width, height, duration };
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
