import type { Schemas } from '@portal/sdk';
import { toast } from '@portal/ui/toast';
import { useCallback, useRef, useState } from 'react';
import { api } from '../../../lib/portal';
import { videoThumbnail } from '../lib/video-thumbnail';

export interface Uploading {
  id: number;
  kind: 'image' | 'video';
  /** Local preview while the file travels. */
  preview: string;
  size: number;
  stage: string;
}

export interface UploadProgress {
  done: number;
  total: number;
}

interface Handlers {
  onImage(image: Schemas['MediaImage']): void;
  onVideo(video: Schemas['Video']): void;
}

let nextId = 1;

/**
 * Uploads picked files one after another (images as they are; a video after its 1-second PNG
 * thumbnail is taken, then the thumbnail) and reports how many bytes of the batch have arrived.
 */
export function useMediaUpload({ onImage, onVideo }: Handlers) {
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [progress, setProgress] = useState<UploadProgress>({ done: 0, total: 0 });
  const queue = useRef(Promise.resolve());
  const handlers = useRef({ onImage, onVideo });
  handlers.current = { onImage, onVideo };

  const finish = (item: Uploading) => {
    URL.revokeObjectURL(item.preview);
    setUploading((list) => list.filter((u) => u.id !== item.id));
    setProgress((p) => {
      const done = p.done + item.size;
      return done >= p.total ? { done: 0, total: 0 } : { ...p, done };
    });
  };
  const stage = (id: number, text: string) =>
    setUploading((list) => list.map((u) => (u.id === id ? { ...u, stage: text } : u)));

  const uploadOne = async (file: File, item: Uploading) => {
    try {
      if (item.kind === 'image') {
        const r = await api.square.uploadMedia(file, file.name || 'image');
        if (r.error) throw new Error(r.error.message);
        handlers.current.onImage({ url: r.data.url, width: r.data.width, height: r.data.height });
        return;
      }
      const frame = await videoThumbnail(file);
      stage(item.id, '上传视频');
      const video = await api.square.uploadMedia(file, file.name || 'video');
      if (video.error) throw new Error(video.error.message);
      stage(item.id, '上传封面');
      const thumb = await api.square.uploadMedia(frame.blob, 'thumbnail.png');
      if (thumb.error) throw new Error(thumb.error.message);
      handlers.current.onVideo({
        url: video.data.url,
        thumbnail: thumb.data.url,
        width: video.data.width || frame.width,
        height: video.data.height || frame.height,
        // The server reads the length from the file's headers; a recorded clip may not carry one.
        duration: video.data.duration || frame.duration,
      });
    } catch (e) {
      toast(`上传失败：${e instanceof Error ? e.message : String(e)}`, { kind: 'error' });
    } finally {
      finish(item);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: uploadOne only touches state setters and refs
  const add = useCallback((files: File[]) => {
    const items = files.map((file) => {
      const kind = file.type.startsWith('video/') ? ('video' as const) : ('image' as const);
      const item: Uploading = {
        id: nextId++,
        kind,
        preview: URL.createObjectURL(file),
        size: file.size,
        stage: kind === 'video' ? '生成封面' : '上传中',
      };
      return { file, item };
    });
    setUploading((list) => [...list, ...items.map((i) => i.item)]);
    setProgress((p) => ({ ...p, total: p.total + items.reduce((n, i) => n + i.item.size, 0) }));
    for (const { file, item } of items) {
      queue.current = queue.current.then(() => uploadOne(file, item));
    }
  }, []);

  return { uploading, progress, add };
}
