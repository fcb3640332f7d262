import { type FormEvent, useState } from 'react';
import { api } from '../../../lib/portal';
import { FieldRules } from '../../../lib/portal-helpers';
import { EmptyState } from '../../../ui/states';
import { searchHistory } from '../hooks/use-search-history';
import { useSuggestions } from '../hooks/use-suggestions';
import { Highlight } from './highlight';
import { SearchIcon } from './icons';
import { PostFeed } from './post-feed';
import { SearchHome } from './search-home';

/** Square search: recent and trending searches, suggestions while typing, then the posts that match. */
export function SearchPanel({ onClose }: { onClose(): void }) {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const suggestions = useSuggestions(query === input.trim() ? '' : input);

  const search = (word: string) => {
    const w = word.trim();
    setInput(w);
    setQuery(w);
    // Remembered for 最近搜索 (and counted for 热门搜索 when signed in).
    if (w) void searchHistory.record(w);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(input);
  };

  return (
    <div className="min-h-full bg-page" data-testid="search-panel">
      <search className="sticky top-0 z-10 block">
        <form
          onSubmit={submit}
          className="flex items-center gap-2 bg-card px-3 py-1 shadow-[0_1px_0_var(--color-line)]"
        >
          <label className="flex h-11 flex-1 items-center gap-2 rounded-full bg-page px-3 text-muted">
            <SearchIcon className="shrink-0 text-base" />
            <input
              type="search"
              value={input}
              onChange={(e) => setInput(e.target.value)}
              // biome-ignore lint/a11y/noAutofocus: the panel opens because the user asked to type
              autoFocus
              maxLength={FieldRules.SearchKeyword.maxLength}
              enterKeyHint="search"
              placeholder="搜索帖子"
              aria-label="搜索帖子"
              className="h-11 min-w-0 flex-1 bg-transparent text-[0.9375rem] text-ink outline-none placeholder:text-muted"
            />
          </label>
          <button type="button" onClick={onClose} className="min-h-11 px-2 text-[0.9375rem] text-body">
            取消
          </button>
        </form>
      </search>
      {suggestions.length > 0 ? (
        <ul className="bg-card" aria-label="搜索建议">
          {suggestions.map((s) => (
            <li key={s} className="border-b border-line last:border-0">
              <button
                type="button"
                onClick={() => search(s)}
                className="flex min-h-11 w-full items-center gap-3 px-4 text-left text-[0.9375rem] text-body"
              >
                <SearchIcon className="shrink-0 text-muted" />
                <span className="truncate">
                  <Highlight text={s} word={input.trim()} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : query ? (
        <PostFeed
          feedKey={`search:${query}`}
          fetchPage={(currentPage, pageSize, cursor) =>
            api.square.listPosts({ currentPage, pageSize, keyword: query, cursor })
          }
          empty={<EmptyState title="没有找到相关帖子" description="换个关键词试试" />}
          highlight={query}
        />
      ) : (
        <SearchHome onSearch={search} />
      )}
    </div>
  );
}
