import type { Result } from '../errors.js';
import type {
  Avatar,
  Kefu,
  LedgerPage,
  Message,
  MessagePage,
  MessageSummary,
  NotificationSettings,
  OrderPage,
  UserStatus,
} from '../generated/answers.js';
import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import type { CallOptions, Schemas } from './types.js';

/** Portal family: the user centre (我的): status, inbox, X钻 ledger, orders, profile, avatar. */
export function centerApi({ portal, call, identity }: Transport) {
  return {
    getMessageSummary: (o?: CallOptions): Promise<Result<MessageSummary>> =>
      toResult(portal.POST('/user/message', { ...call(o) })),
    getKefu: (o?: CallOptions): Promise<Result<Kefu>> => toResult(portal.POST('/user/kefu', { ...call(o) })),
    /** The session's own uid unless `body` names one (the server answers only for the session's). */
    getUserStatus: (body?: Partial<Schemas['UidRequest']>, o?: CallOptions): Promise<Result<UserStatus>> =>
      toResult(
        portal.POST('/user/center/me', { body: { ...body, uid: body?.uid ?? identity().uid }, ...call(o) }),
      ),
    /** A page of my inbox, all of it or one tab (`tab`: reply, like, follow, update, system), with unread counts per tab. */
    listMessages: (body: Schemas['MessageListRequest'], o?: CallOptions): Promise<Result<MessagePage>> =>
      toResult(portal.POST('/user/center/message/all', { body, ...call(o) })),
    /** Marks every unread message read, or those of one tab; answers the inbox summary after it. */
    markAllMessagesRead: (
      body: Schemas['MarkAllReadRequest'] = {},
      o?: CallOptions,
    ): Promise<Result<MessageSummary>> =>
      toResult(portal.POST('/user/center/message/readAll', { body, ...call(o) })),
    /** My mode (off, inbox, push) for each notification kind, with its default. */
    getNotificationSettings: (o?: CallOptions): Promise<Result<NotificationSettings>> =>
      toResult(portal.POST('/user/notification/settings', { ...call(o) })),
    /** Sets how one kind of notification reaches me; answers every setting after the change. */
    updateNotificationSetting: (
      body: Schemas['NotificationSettingRequest'],
      o?: CallOptions,
    ): Promise<Result<NotificationSettings>> =>
      toResult(portal.POST('/user/notification/settings/update', { body, ...call(o) })),
    getMessage: (body: Schemas['IdRequest'], o?: CallOptions): Promise<Result<Message>> =>
      toResult(portal.POST('/user/center/message/detail', { body, ...call(o) })),
    listCoinLedger: (body: Schemas['UidPageRequest'], o?: CallOptions): Promise<Result<LedgerPage>> =>
      toResult(portal.POST('/user/center/coin/all', { body, ...call(o) })),
    listOrders: (body: Schemas['CursorPageRequest'] = {}, o?: CallOptions): Promise<Result<OrderPage>> =>
      toResult(portal.POST('/user/center/coin/order', { body, ...call(o) })),
    updateInfo: (body: Schemas['UpdateInfoRequest'], o?: CallOptions): Promise<Result<UserStatus>> =>
      toResult(portal.POST('/user/center/updateInfo', { body, ...call(o) })),
    uploadAvatar: (file: Blob, fileName = 'avatar', o?: CallOptions): Promise<Result<Avatar>> => {
      const form = new FormData();
      form.append('file', file, fileName);
      // The contract types the multipart part as a string field; FormData is what actually goes out.
      const body = form as unknown as Schemas['FileUpload'];
      return toResult(portal.POST('/user/center/uploadAvatar', { body, ...call(o) }));
    },
  };
}

export type CenterApi = ReturnType<typeof centerApi>;
