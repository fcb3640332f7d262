import type { Result } from '../errors.js';
import type {
  Avatar,
  Kefu,
  LedgerPage,
  Message,
  MessagePage,
  MessageSummary,
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
    listMessages: (body: Schemas['UidPageRequest'], o?: CallOptions): Promise<Result<MessagePage>> =>
      toResult(portal.POST('/user/center/message/all', { body, ...call(o) })),
    getMessage: (body: Schemas['IdRequest'], o?: CallOptions): Promise<Result<Message>> =>
      toResult(portal.POST('/user/center/message/detail', { body, ...call(o) })),
    listCoinLedger: (body: Schemas['UidPageRequest'], o?: CallOptions): Promise<Result<LedgerPage>> =>
      toResult(portal.POST('/user/center/coin/all', { body, ...call(o) })),
    listOrders: (body: Schemas['PageRequest'] = {}, o?: CallOptions): Promise<Result<OrderPage>> =>
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
