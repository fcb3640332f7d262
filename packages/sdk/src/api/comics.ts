import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import type { CallOptions, Schemas } from './types.js';

/** Portal family: books (漫画), chapters and page images, read history, subscriptions. */
export function comicsApi({ portal, call }: Transport) {
  return {
    getBookHome: (o?: CallOptions) => toResult(portal.POST('/web/book/home', { ...call(o) })),
    listBooks: (body: Schemas['BookListRequest'] = {}, o?: CallOptions) =>
      toResult(portal.POST('/web/book/list', { body, ...call(o) })),
    getBook: (body: Schemas['BookIdRequest'], o?: CallOptions) =>
      toResult(portal.POST('/web/book/info', { body, ...call(o) })),
    listChapters: (body: Schemas['ChapterListRequest'], o?: CallOptions) =>
      toResult(portal.POST('/web/book/chapters', { body, ...call(o) })),
    getChapterPages: (body: Schemas['ChapterRequest'], o?: CallOptions) =>
      toResult(portal.POST('/web/book/chapter', { body, ...call(o) })),
    listReadHistory: (body: Schemas['PageRequest'] = {}, o?: CallOptions) =>
      toResult(portal.POST('/user/book/history', { body, ...call(o) })),
    saveReadHistory: (body: Schemas['ReadHistorySaveRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/book/history/save', { body, ...call(o) })),
    subscribeBook: (body: Schemas['BookIdRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/book/subscribe', { body, ...call(o) })),
    unsubscribeBook: (body: Schemas['BookIdRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/book/unsubscribe', { body, ...call(o) })),
    listSubscriptions: (body: Schemas['PageRequest'] = {}, o?: CallOptions) =>
      toResult(portal.POST('/user/book/subscriptions', { body, ...call(o) })),
  };
}

export type ComicsApi = ReturnType<typeof comicsApi>;
