import { Button } from './button';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}

/** 上一页 / 下一页 with the position, under a table. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <PagerBar
      position={`共 ${total} 条 · 第 ${page}/${pages} 页`}
      hasPrevious={page > 1}
      hasNext={page < pages}
      onPrevious={() => onPage(page - 1)}
      onNext={() => onPage(page + 1)}
    />
  );
}

export interface CursorPagerProps {
  page: number;
  hasNext: boolean;
  loading?: boolean;
  onPrevious(): void;
  onNext(): void;
}

/** 上一页 / 下一页 under a table that pages by cursor: the page number, no total (nothing is counted). */
export function CursorPager({ page, hasNext, loading, onPrevious, onNext }: CursorPagerProps) {
  return (
    <PagerBar
      position={`第 ${page} 页`}
      hasPrevious={page > 1}
      hasNext={hasNext && !loading}
      onPrevious={onPrevious}
      onNext={onNext}
    />
  );
}

function PagerBar(props: {
  position: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
}) {
  return (
    <nav aria-label="分页" className="flex items-center justify-end gap-3 pt-3 text-sm text-body">
      <span>{props.position}</span>
      <Button size="small" variant="ghost" disabled={!props.hasPrevious} onClick={props.onPrevious}>
        上一页
      </Button>
      <Button size="small" variant="ghost" disabled={!props.hasNext} onClick={props.onNext}>
        下一页
      </Button>
    </nav>
  );
}
