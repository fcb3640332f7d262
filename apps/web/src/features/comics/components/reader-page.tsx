import type { Schemas } from '@portal/sdk';

export interface ReaderPageProps {
  page: Schemas['MediaImage'];
  chapterId: number;
  index: number;
  global: number;
  /** Whether the image is requested now (the current page and the next few). */
  load: boolean;
  /** The very first page of the reader comes before everything else. */
  first: boolean;
}

/**
 * One page image in a box of its final size (aspect ratio from width/height), so nothing moves when
 * it arrives; until it is due, the box shows the page number.
 */
export function ReaderPage({ page, chapterId, index, global, load, first }: ReaderPageProps) {
  return (
    <div
      data-reader-page=""
      data-chapter={chapterId}
      data-index={index}
      data-global={global}
      className="relative w-full bg-[#16161c]"
      style={{ aspectRatio: `${page.width} / ${page.height}` }}
    >
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-2xl font-bold text-white/15"
      >
        {index + 1}
      </span>
      {load && (
        <img
          src={page.url}
          alt={`第${index + 1}页`}
          width={page.width}
          height={page.height}
          loading="eager"
          decoding={first ? 'sync' : 'async'}
          fetchPriority={first ? 'high' : 'auto'}
          className="absolute inset-0 block size-full select-none"
          draggable={false}
        />
      )}
    </div>
  );
}
