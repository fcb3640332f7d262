import { ANNOUNCEMENT_POS_TYPE } from '../config.js';
import type { Result } from '../errors.js';
import type { Announcement, Business, Faq, Home } from '../generated/answers.js';
import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import type { CallOptions, Schemas } from './types.js';

/** Portal family: home screen, announcement, FAQ, business contact. */
export function contentApi({ portal, call }: Transport) {
  return {
    getHome: (o?: CallOptions): Promise<Result<Home>> => toResult(portal.POST('/web/home', { ...call(o) })),
    /** The latest announcement (posType 1), or null. */
    getAnnouncement: (o?: CallOptions): Promise<Result<Announcement | null>> =>
      toResult(portal.POST('/web/announcement', { body: { posType: ANNOUNCEMENT_POS_TYPE }, ...call(o) })),
    /** 今日不再显示 for my account, on this announcement version. */
    dismissAnnouncement: (body: Schemas['AnnouncementDismissRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/announcement/dismiss', { body, ...call(o) })),
    listFaq: (o?: CallOptions): Promise<Result<Faq[]>> =>
      toResult(portal.POST('/web/faq/list', { ...call(o) })),
    getBusinessInfo: (o?: CallOptions): Promise<Result<Business>> =>
      toResult(portal.POST('/web/business/info', { ...call(o) })),
  };
}

export type ContentApi = ReturnType<typeof contentApi>;
