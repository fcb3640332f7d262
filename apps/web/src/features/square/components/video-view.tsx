import type { Schemas } from '@portal/sdk';
import { PlayIcon } from './icons';

type Video = Schemas['Video'];

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function frameStyle(video: Video) {
  const ratio = video.width > 0 && video.height > 0 ? video.width / video.height : 16 / 9;
  // Portrait clips stay narrow so one post never fills the whole screen.
  return { aspectRatio: String(Math.max(3 / 4, ratio)) };
}

/** The video's 1-second thumbnail with a play mark and its length (feed cards). */
export function VideoThumb({ video }: { video: Video }) {
  return (
    <div className="relative w-full overflow-hidden rounded-lg bg-night" style={frameStyle(video)}>
      <img
        src={video.thumbnail}
        alt="视频封面"
        width={video.width || undefined}
        height={video.height || undefined}
        loading="lazy"
        className="size-full object-cover"
      />
      <span className="absolute inset-0 m-auto flex size-12 items-center justify-center rounded-full bg-black/45 pl-0.5 text-2xl text-white backdrop-blur-sm">
        <PlayIcon />
      </span>
      <span className="absolute right-2 bottom-2 rounded bg-black/55 px-1.5 text-[0.6875rem] leading-5 text-white tabular-nums">
        {formatDuration(video.duration)}
      </span>
    </div>
  );
}

/** Plays in place with the thumbnail as its poster (post page). */
export function VideoPlayer({ video }: { video: Video }) {
  return (
    <div className="w-full overflow-hidden rounded-lg bg-black" style={frameStyle(video)}>
      {/* biome-ignore lint/a11y/useMediaCaption: user clips have no caption track */}
      <video
        src={video.url}
        poster={video.thumbnail}
        controls
        playsInline
        preload="none"
        className="size-full object-contain"
      />
    </div>
  );
}
