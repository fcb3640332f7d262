import { SpinnerIcon } from '@portal/ui/icons';
import { Link } from 'react-router';

/** Under the last chapter on screen: the next one is on its way, or this was the last one. */
export function ChapterEnd({ bookId, nextId }: { bookId: number; nextId: number | null }) {
  if (nextId != null) {
    return (
      <div className="flex h-24 items-center justify-center gap-2 text-[0.8125rem] text-white/55">
        <SpinnerIcon /> 正在加载下一话
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 px-6 pt-8 pb-28 text-center">
      <p className="text-[0.9375rem] font-medium text-white/85">已经是最后一话了</p>
      <p className="text-[0.8125rem] text-white/50">作者正在努力更新中，先去看看别的吧</p>
      <Link
        to={`/bookmenu/${bookId}`}
        className="mt-2 inline-flex min-h-11 items-center rounded-full bg-white/10 px-6 text-sm text-white"
      >
        返回目录
      </Link>
    </div>
  );
}
