import type { Result } from '../errors.js';
import type {
  BookDetail,
  BookHome,
  BookPage,
  Chapter,
  ChapterPages,
  ChapterUnlockResult,
  ReadHistoryPage,
  ReadingSettings,
  ReadProgressMergeResult,
  SubscriptionState,
} from '../generated/answers.js';
import type { Transport } from '../transport/clients.js';
import { JSON_MARKER } from '../transport/portal-body.js';
import { toResult } from '../transport/result.js';
import { money } from './idempotency.js';
import type { CallOptions, MoneyCallOptions, Schemas } from './types.js';

/** Portal family: books (漫画), chapters and page images, read history, subscriptions. */
export function comicsApi({ portal, call }: Transport) {
  return {
    getBookHome: (o?: CallOptions): Promise<Result<BookHome>> =>
      toResult(portal.POST('/web/book/home', { ...call(o) })),
    listBooks: (body: Schemas['BookListRequest'] = {}, o?: CallOptions): Promise<Result<BookPage>> =>
      toResult(portal.POST('/web/book/list', { body, ...call(o) })),
    getBook: (body: Schemas['BookIdRequest'], o?: CallOptions): Promise<Result<BookDetail>> =>
      toResult(portal.POST('/web/book/info', { body, ...call(o) })),
    listChapters: (body: Schemas['ChapterListRequest'], o?: CallOptions): Promise<Result<Chapter[]>> =>
      toResult(portal.POST('/web/book/chapters', { body, ...call(o) })),
    getChapterPages: (body: Schemas['ChapterRequest'], o?: CallOptions): Promise<Result<ChapterPages>> =>
      toResult(portal.POST('/web/book/chapter', { body, ...call(o) })),
    listReadHistory: (body: Schemas['PageRequest'] = {}, o?: CallOptions): Promise<Result<ReadHistoryPage>> =>
      toResult(portal.POST('/user/book/history', { body, ...call(o) })),
    saveReadHistory: (body: Schemas['ReadHistorySaveRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/book/history/save', { body, ...call(o) })),
    subscribeBook: (body: Schemas['BookIdRequest'], o?: CallOptions): Promise<Result<SubscriptionState>> =>
      toResult(portal.POST('/user/book/subscribe', { body, ...call(o) })),
    unsubscribeBook: (body: Schemas['BookIdRequest'], o?: CallOptions): Promise<Result<SubscriptionState>> =>
      toResult(portal.POST('/user/book/unsubscribe', { body, ...call(o) })),
    listSubscriptions: (body: Schemas['PageRequest'] = {}, o?: CallOptions): Promise<Result<BookPage>> =>
      toResult(portal.POST('/user/book/subscriptions', { body, ...call(o) })),
    /** Charges a paid chapter's price once (X钻); answers how it is open to me. */
    unlockChapter: (
      body: Schemas['ChapterRequest'],
      o?: MoneyCallOptions,
    ): Promise<Result<ChapterUnlockResult>> =>
      toResult(portal.POST('/user/book/chapter/unlock', { body, ...money(call, o) })),
    getReadingSettings: (o?: CallOptions): Promise<Result<ReadingSettings>> =>
      toResult(portal.POST('/user/book/settings', { ...call(o) })),
    saveReadingSettings: (
      body: Schemas['ReadingSettingsSaveRequest'],
      o?: CallOptions,
    ): Promise<Result<ReadingSettings>> =>
      toResult(portal.POST('/user/book/settings/save', { body, ...call(o) })),
    /** A guest's progress into the account (sent as JSON: the records are objects). */
    mergeReadProgress: (
      body: Schemas['ReadProgressMergeRequest'],
      o?: CallOptions,
    ): Promise<Result<ReadProgressMergeResult>> =>
      toResult(portal.POST('/user/book/progress/merge', { body: { ...body, [JSON_MARKER]: 1 }, ...call(o) })),
  };
}

export type ComicsApi = ReturnType<typeof comicsApi>;
