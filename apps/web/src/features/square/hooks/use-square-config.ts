import { useQuery } from '@tanstack/react-query';
import { api, square } from '../../../lib/portal';
import { FieldRules } from '../../../lib/portal-helpers';

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

const MB = 1024 * 1024;

/** Used until (or when) the server's lists cannot be read: the contract's limits, which the server enforces. */
export const FALLBACK_CONFIG: SquareConfig = {
  maxImages: FieldRules.PostImages.maxItems,
  maxLength: FieldRules.PostContent.maxLength,
  commentMaxLength: FieldRules.CommentContent.maxLength,
  imageMaxMB: FieldRules.MediaUpload.imageMaxBytes / MB,
  videoMaxMB: FieldRules.MediaUpload.videoMaxBytes / MB,
  notice: FieldRules.PostingRules.notice,
  defaultSort: 1,
  sensitiveWords: [],
};

const num = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** The square config list and the sensitive words (pageSize 99 each). */
async function readSquareConfig(): Promise<SquareConfig> {
  const [config, words] = await Promise.all([api.square.listSquareConfig(), square.sensitiveWords()]);
  // A failed read is asked again by the next screen that needs it.
  if (config.error) throw new Error(config.error.message);
  if (words.error) throw new Error(words.error.message);
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
}

/** The square's config, read once per page load through the app's query cache. */
export function useSquareConfig(): SquareConfig {
  const { data } = useQuery({
    queryKey: ['square', 'config'],
    queryFn: readSquareConfig,
    staleTime: Infinity,
  });
  return data ?? FALLBACK_CONFIG;
}
