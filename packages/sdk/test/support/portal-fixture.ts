import { createPortal } from '../../src/index.js';
import type { PortalConfig } from '../../src/portal-config.js';
import { memoryStorage } from '../../src/storage/memory.js';
import { type Handler, type Recorded, type Reply, recordingLogger, startWireServer } from './wire-server.js';

export const ACCOUNT = {
  accountType: 0,
  age: '18',
  loginName: 'axing',
  name: '阿星',
  needBind: 0,
  needRealName: 0,
  newAccount: 0,
  sex: 1,
  token: 'tok-1',
  uid: '1001',
};

export const STATUS = {
  uid: '1001',
  name: '阿星',
  avatar: '',
  coinNum: 50,
  levelType: 0,
  vipExpireAt: null,
  phone: null,
  inviteCode: 'ME1',
  unreadCount: 0,
  sex: 1,
  age: '18',
  signature: '',
  followingCount: 0,
  followerCount: 0,
};

export const okReply = (data: unknown): Reply => ({ json: { code: 0, msg: 'ok', data } });

/** A tiny stand-in for the server: answers by path, everything else `{code 0, data null}`. */
export function routes(table: Record<string, Reply | ((req: Recorded) => Reply)>): Handler {
  return (req) => {
    const entry = table[req.path];
    if (!entry) return okReply(null);
    return typeof entry === 'function' ? entry(req) : entry;
  };
}

export const DEFAULT_ROUTES = {
  '/portal/user/login': okReply(ACCOUNT),
  '/portal/user/center/me': okReply(STATUS),
  '/api/v1/square/tag/list': okReply([{ id: 1, tag: '攻略' }]),
  '/portal/user/device/init': okReply({
    appID: 2008,
    channelID: '0',
    otherConfig: { 'ug.phone.login.auto.register': '1' },
    serverTime: '2026-11-21T00:00:00.000Z',
  }),
  '/portal/user/center/message/all': okReply({ records: [], total: 3, currentPage: 1, pageSize: 20 }),
};

/** A portal against a fresh wire server; `stored` is what its storage holds before it is created. */
export async function setup(
  config: PortalConfig = {},
  table: Parameters<typeof routes>[0] = {},
  stored: Record<string, string> = {},
) {
  const server = await startWireServer(routes({ ...DEFAULT_ROUTES, ...table }));
  const log = recordingLogger();
  const storage = memoryStorage(stored);
  const portal = createPortal({
    portalBaseUrl: `${server.origin}/portal`,
    squareBaseUrl: `${server.origin}/api`,
    storage,
    logger: log.logger,
    platform: { locationSearch: () => '', userAgent: () => 'test' },
    ...config,
  });
  return { server, portal, storage, log };
}

export const form = (body: string): Record<string, string> => Object.fromEntries(new URLSearchParams(body));
