import { SearchIcon } from './icons';

/** The tab's title row with the search entry. */
export function SquareHeader({ onSearch }: { onSearch(): void }) {
  return (
    <div className="flex items-center gap-3 px-4 pt-2.5 pb-1">
      <h1 className="text-xl font-bold text-ink">广场</h1>
      <button
        type="button"
        onClick={onSearch}
        className="-my-1 flex h-11 flex-1 items-center gap-2 rounded-full bg-page px-3 text-[0.8125rem] text-muted"
      >
        <SearchIcon className="text-base" />
        <span>搜索感兴趣的内容</span>
      </button>
    </div>
  );
}
