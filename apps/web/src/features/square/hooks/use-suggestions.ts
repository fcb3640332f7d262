import { useEffect, useState } from 'react';
import { api } from '../../../lib/portal';

export const SUGGEST_DEBOUNCE_MS = 250;

/**
 * Keyword suggestions for what the user is typing: asked for once typing pauses, and a request that
 * a newer keystroke supersedes is cancelled so a slow old answer never replaces a newer one.
 */
export function useSuggestions(keyword: string): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const word = keyword.trim();
  useEffect(() => {
    if (!word) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void api.square.suggestKeywords(word, { signal: controller.signal }).then((r) => {
        if (!controller.signal.aborted) setSuggestions(r.data ?? []);
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [word]);
  return suggestions;
}
