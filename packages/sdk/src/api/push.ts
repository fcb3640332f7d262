import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import type { CallOptions } from './types.js';

/** What the server stores of a browser's push subscription (`PushSubscription.toJSON()`, flattened). */
export interface PushSubscriptionFields {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Web Push (推送通知), portal family. Kept out of `createApi` so pages without it do not carry it:
 * `pushApi(portal.clients)`.
 */
export function pushApi({ portal, call }: Pick<Transport, 'portal' | 'call'>) {
  return {
    /** The server's VAPID public key, to subscribe with. */
    getPushKey: (o?: CallOptions) => toResult(portal.POST('/user/push/key', { ...call(o) })),
    /** Stores this device's subscription for the signed-in user and this session. */
    subscribePush: (fields: PushSubscriptionFields, o?: CallOptions) =>
      toResult(
        portal.POST('/user/push/subscribe', {
          body: { endpoint: fields?.endpoint, p256dh: fields?.p256dh, auth: fields?.auth },
          ...call(o),
        }),
      ),
    /** Forgets my subscription with this endpoint (succeeds when already gone). */
    unsubscribePush: (endpoint: string, o?: CallOptions) =>
      toResult(portal.POST('/user/push/unsubscribe', { body: { endpoint }, ...call(o) })),
  };
}

export type PushApi = ReturnType<typeof pushApi>;
