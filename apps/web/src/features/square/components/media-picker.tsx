import type { Schemas } from '@portal/sdk';
import { SpinnerIcon } from '@portal/ui/icons';
import { type ChangeEvent, useRef } from 'react';
import type { Uploading } from '../hooks/use-media-upload';
import { ImageIcon, PlayIcon } from './icons';

export interface MediaPickerProps {
  images: Schemas['MediaImage'][];
  video: Schemas['Video'] | null;
  uploading: Uploading[];
  maxImages: number;
  onPick(files: File[]): void;
  onRemoveImage(url: string): void;
  onRemoveVideo(): void;
}

const tile = 'relative aspect-square overflow-hidden rounded-lg bg-page';

function RemoveButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="absolute top-0 right-0 flex size-11 items-start justify-end p-1"
    >
      <span className="flex size-5 items-center justify-center rounded-full bg-black/55 text-xs text-white">
        ✕
      </span>
    </button>
  );
}

/** Picked pictures and the video as tiles, files on their way with a spinner, and the add tile. */
export function MediaPicker(props: MediaPickerProps) {
  const { images, video, uploading, maxImages, onPick, onRemoveImage, onRemoveVideo } = props;
  const input = useRef<HTMLInputElement>(null);
  const canAdd = images.length + uploading.filter((u) => u.kind === 'image').length < maxImages || !video;
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    onPick([...(e.target.files ?? [])]);
    e.target.value = '';
  };
  return (
    <ul className="grid grid-cols-3 gap-2" aria-label="图片和视频">
      {images.map((img, i) => (
        <li key={img.url} className={tile}>
          <img
            src={img.url}
            alt={`第${i + 1}张图片`}
            width={img.width}
            height={img.height}
            className="size-full object-cover"
          />
          <RemoveButton label={`删除第${i + 1}张图片`} onClick={() => onRemoveImage(img.url)} />
        </li>
      ))}
      {video && (
        <li className={tile}>
          <img
            src={video.thumbnail}
            alt="视频封面"
            width={video.width}
            height={video.height}
            className="size-full object-cover"
          />
          <span className="absolute inset-0 m-auto flex size-9 items-center justify-center rounded-full bg-black/45 pl-0.5 text-lg text-white">
            <PlayIcon />
          </span>
          <RemoveButton label="删除视频" onClick={onRemoveVideo} />
        </li>
      )}
      {uploading.map((u) => (
        <li key={u.id} className={tile} data-testid="uploading-tile">
          {u.kind === 'image' ? (
            <img src={u.preview} alt="" className="size-full object-cover opacity-60" />
          ) : (
            <video src={u.preview} muted className="size-full object-cover opacity-60" />
          )}
          <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-black/35 text-xs text-white">
            <SpinnerIcon className="text-lg" />
            {u.stage}
          </span>
        </li>
      ))}
      {canAdd && (
        <li className={tile}>
          <button
            type="button"
            onClick={() => input.current?.click()}
            className="flex size-full flex-col items-center justify-center gap-1 border border-dashed border-muted/40 text-muted"
          >
            <ImageIcon className="text-[1.75rem]" />
            <span className="text-xs">图片/视频</span>
          </button>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp,video/mp4,video/webm"
            multiple
            onChange={change}
            className="sr-only"
            aria-label="添加图片或视频"
            data-testid="media-input"
            tabIndex={-1}
          />
        </li>
      )}
    </ul>
  );
}
