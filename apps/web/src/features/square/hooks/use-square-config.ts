import { useEffect, useState } from 'react';
import { api, square } from '../../../lib/portal';

export interface SquareConfig {
  maxImages: number;
  maxLength: number;
  commentMaxLength: number;
  imageMaxMB: number;
  videoMaxMB: number;
  /** The community rule shown above the editor. */
  notice: string;
  /** Sort the feed opens with: 1 hottest, 2 newest. */
  defaultSort: 1 | 2;
  sensitiveWords: string[];
}

/** Used until (or when) the server's lists cannot be read; the same values the server seeds. */
export const FALLBACK_CONFIG: SquareConfig = {
  maxImages: 9,
  maxLength: 2000,
  commentMaxLength: 500,
  imageMaxMB: 5,
  videoMaxMB: 50,
  notice: '文明发言，友善交流；禁止发布广告与违规内容。',
  defaultSort: 1,
  sensitiveWords: [],
};

const num = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

let loading: Promise<SquareConfig> | null = null;

/** The square config list and the sensitive words (pageSize 99 each), read once per page load. */
export function loadSquareConfig(): Promise<SquareConfig> {
  loading ??= Promise.all([api.square.listSquareConfig(), square.sensitiveWords()]).then(
    ([config, words]) => {
      // A failed read is retried by the next screen that asks.
      if (config.error || words.error) loading = null;
      const map = new Map((config.data?.records ?? []).map((r) => [r.key, r.value]));
      return {
        maxImages: num(map.get('square.post.maxImages'), FALLBACK_CONFIG.maxImages),
        maxLength: num(map.get('square.post.maxLength'), FALLBACK_CONFIG.maxLength),
        commentMaxLength: num(map.get('square.comment.maxLength'), FALLBACK_CONFIG.commentMaxLength),
        imageMaxMB: num(map.get('square.upload.imageMaxMB'), FALLBACK_CONFIG.imageMaxMB),
        videoMaxMB: num(map.get('square.upload.videoMaxMB'), FALLBACK_CONFIG.videoMaxMB),
        notice: map.get('square.notice') || FALLBACK_CONFIG.notice,
        defaultSort: map.get('square.defaultTab') === 'new' ? 2 : 1,
        sensitiveWords: words.data ?? [],
      };
    },
  );
  return loading;
}

export function useSquareConfig(): SquareConfig {
  const [config, setConfig] = useState(FALLBACK_CONFIG);
  useEffect(() => {
    let live = true;
    void loadSquareConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
