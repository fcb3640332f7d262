import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import type { CallOptions, Schemas } from './types.js';

/** Portal family: books (漫画), chapters and page images, read history, subscriptions. */
export function comicsApi({ portal }: Transport) {
  return {
    getBookHome: (o?: CallOptions) => toResult(portal.POST('/web/book/home', { ...o })),
    listBooks: (body: Schemas['BookListRequest'] = {}, o?: CallOptions) =>
      toResult(portal.POST('/web/book/list', { body, ...o })),
    getBook: (body: Schemas['BookIdRequest'], o?: CallOptions) =>
      toResult(portal.POST('/web/book/info', { body, ...o })),
    listChapters: (body: Schemas['ChapterListRequest'], o?: CallOptions) =>
      toResult(portal.POST('/web/book/chapters', { body, ...o })),
    getChapterPages: (body: Schemas['ChapterRequest'], o?: CallOptions) =>
      toResult(portal.POST('/web/book/chapter', { body, ...o })),
    listReadHistory: (body: Schemas['PageRequest'] = {}, o?: CallOptions) =>
      toResult(portal.POST('/user/book/history', { body, ...o })),
    saveReadHistory: (body: Schemas['ReadHistorySaveRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/book/history/save', { body, ...o })),
    subscribeBook: (body: Schemas['BookIdRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/book/subscribe', { body, ...o })),
    unsubscribeBook: (body: Schemas['BookIdRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/book/unsubscribe', { body, ...o })),
    listSubscriptions: (body: Schemas['PageRequest'] = {}, o?: CallOptions) =>
      toResult(portal.POST('/user/book/subscriptions', { body, ...o })),
  };
}

export type ComicsApi = ReturnType<typeof comicsApi>;
