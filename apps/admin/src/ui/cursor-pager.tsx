import { Button } from '@portal/ui/button';

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
    <nav aria-label="分页" className="flex items-center justify-end gap-3 pt-3 text-sm text-body">
      <span>第 {page} 页</span>
      <Button size="small" variant="ghost" disabled={page <= 1} onClick={onPrevious}>
        上一页
      </Button>
      <Button size="small" variant="ghost" disabled={!hasNext || loading} onClick={onNext}>
        下一页
      </Button>
    </nav>
  );
}
