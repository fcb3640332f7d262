// web-push-testing ships no types; this is the part of its API the push tests use (a local push service
// that checks the VAPID signature and decrypts each message with the subscription's keys).
declare module 'web-push-testing/src/PushApiModel.js' {
  export interface TestSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
    clientHash: string;
  }
  export class PushApiModel {
    notifyUrl: string;
    expireSubscription(clientHash: string): void;
  }
}
declare module 'web-push-testing/src/server.js' {
  import type { Server } from 'node:http';
  import type { PushApiModel } from 'web-push-testing/src/PushApiModel.js';
  export default class WebPushTestingServer {
    constructor(model: PushApiModel, port: number);
    startServer(): void;
    _server: Server;
  }
}
