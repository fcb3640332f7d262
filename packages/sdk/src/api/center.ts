import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import type { CallOptions, Schemas } from './types.js';

/** Portal family: the user centre (我的): status, inbox, X钻 ledger, orders, profile, avatar. */
export function centerApi({ portal }: Transport) {
  return {
    getMessageSummary: (o?: CallOptions) => toResult(portal.POST('/user/message', { ...o })),
    getKefu: (o?: CallOptions) => toResult(portal.POST('/user/kefu', { ...o })),
    getUserStatus: (body: Schemas['UidRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/center/me', { body, ...o })),
    listMessages: (body: Schemas['UidPageRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/center/message/all', { body, ...o })),
    getMessage: (body: Schemas['IdRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/center/message/detail', { body, ...o })),
    listCoinLedger: (body: Schemas['UidPageRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/center/coin/all', { body, ...o })),
    listOrders: (body: Schemas['PageRequest'] = {}, o?: CallOptions) =>
      toResult(portal.POST('/user/center/coin/order', { body, ...o })),
    updateInfo: (body: Schemas['UpdateInfoRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/center/updateInfo', { body, ...o })),
    uploadAvatar: (file: Blob, fileName = 'avatar', o?: CallOptions) => {
      const form = new FormData();
      form.append('file', file, fileName);
      // The contract types the multipart part as a string field; FormData is what actually goes out.
      const body = form as unknown as Schemas['FileUpload'];
      return toResult(portal.POST('/user/center/uploadAvatar', { body, ...o }));
    },
  };
}

export type CenterApi = ReturnType<typeof centerApi>;
