import { useEffect } from 'react';
import { searchHistory, useSearchHistory } from '../hooks/use-search-history';
import { SearchIcon } from './icons';

/** What the search shows before anything is typed: 最近搜索 (with 清空) and 热门搜索; a tap searches. */
export function SearchHome({ onSearch }: { onSearch(word: string): void }) {
  const { recent, trending } = useSearchHistory();
  useEffect(() => {
    void searchHistory.load();
  }, []);
  return (
    <div className="flex flex-col gap-5 p-4">
      {recent.length > 0 && (
        <section aria-labelledby="search-recent">
          <div className="flex items-center justify-between">
            <h2 id="search-recent" className="text-[0.9375rem] font-semibold text-ink">
              最近搜索
            </h2>
            <button
              type="button"
              onClick={() => void searchHistory.clear()}
              className="min-h-11 px-2 text-[0.8125rem] text-muted"
            >
              清空
            </button>
          </div>
          <ul className="mt-1 flex flex-wrap gap-2" data-testid="search-recent">
            {recent.map((word) => (
              <li key={word} className="flex items-center rounded-full bg-card shadow-card">
                <button
                  type="button"
                  onClick={() => onSearch(word)}
                  className="min-h-9 max-w-[12rem] truncate pl-4 pr-1 text-[0.8125rem] text-body"
                >
                  {word}
                </button>
                <button
                  type="button"
                  onClick={() => void searchHistory.remove(word)}
                  aria-label={`删除搜索记录 ${word}`}
                  className="flex min-h-9 min-w-9 items-center justify-center pr-2 text-muted"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {trending.length > 0 && (
        <section aria-labelledby="search-trending">
          <h2 id="search-trending" className="text-[0.9375rem] font-semibold text-ink">
            热门搜索
          </h2>
          <ol
            className="mt-2 grid grid-cols-2 gap-x-4 rounded-[var(--radius-card)] bg-card px-3 py-1 shadow-card"
            data-testid="search-trending"
          >
            {trending.map((word, i) => (
              <li key={word}>
                <button
                  type="button"
                  onClick={() => onSearch(word)}
                  className="flex min-h-11 w-full items-center gap-2 text-left text-[0.875rem] text-body"
                >
                  <span
                    className={`w-4 shrink-0 text-center font-semibold ${i < 3 ? 'text-danger' : 'text-muted'}`}
                  >
                    {i + 1}
                  </span>
                  <span className="truncate">{word}</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      )}
      {recent.length === 0 && trending.length === 0 && (
        <p className="flex items-center justify-center gap-2 py-10 text-[0.8125rem] text-muted">
          <SearchIcon />
          输入关键词搜索帖子
        </p>
      )}
    </div>
  );
}
