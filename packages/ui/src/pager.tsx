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
    <nav aria-label="分页" className="flex items-center justify-end gap-3 pt-3 text-sm text-body">
      <span>
        共 {total} 条 · 第 {page}/{pages} 页
      </span>
      <Button size="small" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </Button>
      <Button size="small" variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </Button>
    </nav>
  );
}
