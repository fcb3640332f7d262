import type { SquareApi } from '../api/square.js';
import type { CallOptions, Schemas } from '../api/types.js';
import { ok, type Result } from '../errors.js';
import { createTagCache } from '../tag-cache.js';
import { checkPostContent, type FieldError } from '../validation/fields.js';
import { findSensitiveWords, maskSensitive } from './sensitive.js';

/** What publishing this text would do, told before anything is sent. */
export interface PostCheck {
  /** The contract rule the text breaks ('内容长度需在 1-2000 之间'), or null. */
  error: FieldError;
  /** The sensitive words in it, each once. */
  words: string[];
  /** The text as the server will store it (each word masked with '*'). */
  masked: string;
  /** '内容含有敏感词「…」，发布后这些词会被替换为 *' when words were found, else null. */
  notice: string | null;
}

/** The check of a post's text against the server's word list and the contract's limits. */
export function checkPost(content: string, words: readonly string[]): PostCheck {
  const found = findSensitiveWords(words, content);
  return {
    error: checkPostContent(content),
    words: found,
    masked: maskSensitive(words, content),
    notice: found.length
      ? `内容含有敏感词${found.map((w) => `「${w}」`).join('')}，发布后这些词会被替换为 *`
      : null,
  };
}

/** Not sent: the check says why (a broken rule, or sensitive words the caller did not accept). */
export type PublishResult = Result<Schemas['Post']> | { data: null; error: null; check: PostCheck };

export interface PublishOptions extends CallOptions {
  /** Publish even though sensitive words were found (the user agreed to see them masked). */
  acceptMasked?: boolean;
}

/** Publishing with the checks first; the server's word list is read once and kept while it answers. */
export function createPublisher(square: Pick<SquareApi, 'listSensitiveWords' | 'createPost'>) {
  /** The server's sensitive words (pageSize 99); a failed read is retried by the next call. */
  const sensitiveWords = createTagCache(() =>
    square.listSensitiveWords().then((r) => (r.error ? r : ok(r.data.records.map((record) => record.word)))),
  );

  const check = async (content: string): Promise<Result<PostCheck>> => {
    const list = await sensitiveWords();
    return list.error ? list : ok(checkPost(content, list.data));
  };

  return {
    sensitiveWords,
    check,
    /** Sends the post only when its text keeps the contract's limits and any sensitive word was accepted. */
    async publish(body: Schemas['PostCreateRequest'], options: PublishOptions = {}): Promise<PublishResult> {
      const { acceptMasked, ...call } = options;
      const checked = await check(body.content);
      if (checked.error) return checked;
      if (checked.data.error || (checked.data.words.length && !acceptMasked)) {
        return { data: null, error: null, check: checked.data };
      }
      return square.createPost(body, call);
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
