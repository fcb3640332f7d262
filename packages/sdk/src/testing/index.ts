/**
 * `@portal/sdk/testing`: msw request handlers typed from the contract (openapi-msw over the generated
 * `paths`), so a partner tests a channel site without a portal server. `createFakePortal()` keeps
 * users, games, balances and purchases in memory and answers as the server does (same codes, same
 * Chinese messages); `portalHttp` / `squareHttp` build further handlers for any other operation.
 *
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { createFakePortal } from '@portal/sdk/testing';
 *
 * const fake = createFakePortal({ users: [{ name: 'demo', password: 'secret123', coinNum: 5 }] });
 * const server = setupServer(...fake.handlers);
 * ```
 *
 * msw (2.x) and openapi-msw are optional peer dependencies: install them beside the SDK to use this entry.
 */

import { createOpenApiHttp } from 'openapi-msw';
import type { Schemas } from '../api/types.js';
import { BusinessCode, BusinessMessage, ErrorCode, SUCCESS_CODE } from '../generated/business-codes.js';
import { FieldRules } from '../generated/field-rules.js';
import { isMember } from '../session/membership.js';
import type { PortalPaths, SquarePaths } from '../transport/paths.js';

/** Where the fake answers: the SDK's `portalBaseUrl` and `squareBaseUrl`. Any origin by default. */
export interface FakeBases {
  /** Default `'* /portal'` without the space: the portal family on any origin. */
  portal?: string;
  /** Default `'* /api'` without the space: the square family on any origin. */
  square?: string;
}

/** Typed handler builders for the portal family (POST, form-encoded), e.g. `portalHttp().post('/web/home', ...)`. */
export const portalHttp = (baseUrl = '*/portal') => createOpenApiHttp<PortalPaths>({ baseUrl });
/** Typed handler builders for the square family (`/v1/...`, JSON). */
export const squareHttp = (baseUrl = '*/api') => createOpenApiHttp<SquarePaths>({ baseUrl });

/** A user of the fake server. */
export interface FakeUser {
  uid: string;
  name: string;
  password: string;
  /** X钻 balance. */
  coinNum: number;
  /** 0 not a member, 1 or more a member (downloads paid games free). */
  levelType: Schemas['LevelType'];
  /** appIDs of paid games bought (later downloads are free). */
  bought: Set<number>;
}

export interface FakeUserInput {
  name: string;
  password: string;
  coinNum?: number;
  levelType?: Schemas['LevelType'];
  bought?: number[];
}

export interface FakePortalOptions {
  bases?: FakeBases;
  /** The games the list, detail and download answer; a free and two paid ones by default. */
  games?: Schemas['Game'][];
  users?: FakeUserInput[];
  announcement?: Schemas['Announcement'] | null;
  /** `otherConfig` of device init; `ug.phone.login.auto.register` is '1' unless given. */
  otherConfig?: Record<string, string>;
  /** Base of the download links; `https://files.example.com/games` by default. */
  filesUrl?: string;
}

/** The server's refusal when a paid game has no amount: 10 X钻 (the price rule). */
export const FAKE_DEFAULT_PRICE = 10;

/** A game for the fake list; fields you leave out get plausible values. */
export function fakeGame(
  fields: Partial<Schemas['Game']> & { appID: number; name: string },
): Schemas['Game'] {
  return {
    id: fields.appID,
    icon: '',
    cover: '',
    type: 1,
    typeName: '休闲',
    tags: [],
    size: 1024,
    version: '1.0.0',
    onlineType: 0,
    buyAmount: 0,
    downloadCount: 0,
    score: 4.5,
    intro: '',
    bought: false,
    upcoming: false,
    releaseTime: null,
    reservationCount: 0,
    reserved: false,
    ...fields,
  };
}

export const FAKE_GAMES: readonly Schemas['Game'][] = [
  fakeGame({ appID: 1001, name: '糖果消消乐', onlineType: 0 }),
  fakeGame({ appID: 1002, name: '龙之谷传说', onlineType: 1, buyAmount: 30, typeName: '角色扮演' }),
  fakeGame({ appID: 1003, name: '星际远征', onlineType: 1, buyAmount: 0, typeName: '策略' }),
];

const SESSION_EXPIRED_MESSAGE = '登录已失效，请重新登录';

/** The portal family posts form-encoded bodies, or JSON; either reads as a flat record. */
async function fields(request: Request): Promise<Record<string, string>> {
  const text = await request.text();
  if (!text) return {};
  if ((request.headers.get('content-type') ?? '').includes('json')) {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const hex = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/**
 * An in-memory portal server for msw. Rules follow the server: wrong name or password 1002, a taken
 * name 1004, a paid game 1007 for a guest, 1001 when the balance is below the price (10 X钻 when the game
 * has none), charged once per game, members free, an unknown token code 2.
 */
export function createFakePortal(options: FakePortalOptions = {}) {
  const portal = portalHttp(options.bases?.portal);
  const square = squareHttp(options.bases?.square);
  const games = (options.games ?? FAKE_GAMES).map((g) => ({ ...g }));
  const users = new Map<string, FakeUser>();
  /** token -> uid; a revoked or expired token is removed. */
  const tokens = new Map<string, string>();
  const filesUrl = options.filesUrl ?? 'https://files.example.com/games';
  let announcement = options.announcement ?? null;
  let nextUid = 50_000_001;

  function addUser(input: FakeUserInput): FakeUser {
    const user: FakeUser = {
      uid: String(nextUid++),
      name: input.name,
      password: input.password,
      coinNum: input.coinNum ?? 0,
      levelType: input.levelType ?? 0,
      bought: new Set(input.bought ?? []),
    };
    users.set(user.uid, user);
    return user;
  }
  for (const input of options.users ?? []) addUser(input);

  const byName = (name: string) => [...users.values()].find((u) => u.name === name);

  function account(user: FakeUser, newAccount: 0 | 1 = 0): Schemas['Account'] {
    const token = hex(32);
    tokens.set(token, user.uid);
    return {
      accountType: 1,
      age: '',
      loginName: user.name,
      name: user.name,
      needBind: 0,
      needRealName: 0,
      newAccount,
      sex: 0,
      token,
      uid: user.uid,
    };
  }

  /** The user a request's UG-Uid / UG-Token name; `expired` when a token was sent but is not valid. */
  function caller(request: Request): { user: FakeUser | null; expired: boolean } {
    const token = request.headers.get('UG-Token') ?? '';
    const uid = request.headers.get('UG-Uid') ?? '';
    if (!token) return { user: null, expired: false };
    const owner = tokens.get(token);
    const user = owner && owner === uid ? (users.get(owner) ?? null) : null;
    return { user, expired: !user };
  }

  function status(user: FakeUser): Schemas['UserStatus'] {
    return {
      uid: user.uid,
      name: user.name,
      avatar: '',
      coinNum: user.coinNum,
      levelType: user.levelType,
      vipExpireAt: null,
      phone: null,
      inviteCode: `I${user.uid}`,
      unreadCount: 0,
      sex: 0,
      age: '',
      signature: '',
      followingCount: 0,
      followerCount: 0,
    };
  }

  const gameFor = (user: FakeUser | null, game: Schemas['Game']): Schemas['Game'] => ({
    ...game,
    bought: Boolean(user?.bought.has(game.appID)),
  });

  const expiredAnswer = { code: BusinessCode.SessionExpired, msg: SESSION_EXPIRED_MESSAGE, data: null };
  const notFound = { code: ErrorCode.NotFound, msg: FieldRules.Game.messages.notFound, data: null };

  // Every answer goes through openapi-msw's `response(status).json(...)`: the contract types it.
  const handlers = [
    portal.post('/user/device/init', ({ response }) =>
      response(200).json({
        code: SUCCESS_CODE,
        msg: 'ok',
        data: {
          appID: 2008,
          channelID: '0',
          otherConfig: { 'ug.phone.login.auto.register': '1', ...options.otherConfig },
          serverTime: new Date().toISOString(),
        },
      }),
    ),
    portal.post('/user/init', ({ response }) =>
      response(200).json({ code: SUCCESS_CODE, msg: 'ok', data: null }),
    ),
    portal.post('/user/registerWithName', async ({ request, response }) => {
      const { name = '', password = '' } = await fields(request);
      if (byName(name))
        return response(200).json({
          code: BusinessCode.NameTaken,
          msg: BusinessMessage.NameTaken,
          data: null,
        });
      return response(200).json({
        code: SUCCESS_CODE,
        msg: 'ok',
        data: account(addUser({ name, password }), 1),
      });
    }),
    portal.post('/user/login', async ({ request, response }) => {
      const { name = '', password = '' } = await fields(request);
      const user = byName(name);
      if (!user || user.password !== password)
        return response(200).json({
          code: BusinessCode.WrongCredentials,
          msg: BusinessMessage.WrongCredentials,
          data: null,
        });
      return response(200).json({ code: SUCCESS_CODE, msg: 'ok', data: account(user) });
    }),
    portal.post('/user/tokenLogin', async ({ request, response }) => {
      const { token = '' } = await fields(request);
      const user = users.get(tokens.get(token) ?? '');
      if (!user) return response(200).json(expiredAnswer);
      tokens.delete(token);
      return response(200).json({ code: SUCCESS_CODE, msg: 'ok', data: account(user) });
    }),
    portal.post('/user/logout', ({ request, response }) => {
      // Like the server: an already revoked session logs out fine too.
      tokens.delete(request.headers.get('UG-Token') ?? '');
      return response(200).json({ code: SUCCESS_CODE, msg: 'ok', data: null });
    }),
    portal.post('/user/center/me', ({ request, response }) => {
      const { user } = caller(request);
      if (!user) return response(200).json(expiredAnswer);
      return response(200).json({ code: SUCCESS_CODE, msg: 'ok', data: status(user) });
    }),
    portal.post('/user/center/message/all', async ({ request, response }) => {
      const { user } = caller(request);
      if (!user) return response(200).json(expiredAnswer);
      const { currentPage = '1', pageSize = '20' } = await fields(request);
      return response(200).json({
        code: SUCCESS_CODE,
        msg: 'ok',
        data: { total: 0, currentPage: Number(currentPage), pageSize: Number(pageSize), records: [] },
      });
    }),
    portal.post('/user/message', ({ response }) =>
      response(200).json({
        code: SUCCESS_CODE,
        msg: 'ok',
        data: {
          unreadCount: 0,
          latest: null,
          unreadByTab: { all: 0, reply: 0, like: 0, follow: 0, update: 0, system: 0 },
        },
      }),
    ),
    portal.post('/web/game/types', ({ response }) =>
      response(200).json({
        code: SUCCESS_CODE,
        msg: 'ok',
        data: [...new Map(games.map((g) => [g.type, { id: g.type, name: g.typeName }])).values()],
      }),
    ),
    portal.post('/web/game/list', async ({ request, response }) => {
      const { user } = caller(request);
      const { currentPage = '1', pageSize = '20', type, keyword } = await fields(request);
      const page = Number(currentPage);
      const size = Number(pageSize);
      const matching = games.filter(
        (g) => (!type || String(g.type) === type) && (!keyword || g.name.includes(keyword)),
      );
      const records = matching.slice((page - 1) * size, page * size).map((g) => gameFor(user, g));
      return response(200).json({
        code: SUCCESS_CODE,
        msg: 'ok',
        data: { total: matching.length, currentPage: page, pageSize: size, records },
      });
    }),
    portal.post('/web/game/detail', async ({ request, response }) => {
      const { user } = caller(request);
      const { appID } = await fields(request);
      const game = games.find((g) => String(g.appID) === appID);
      if (!game) return response(ErrorCode.NotFound).json(notFound);
      const detail = { ...gameFor(user, game), screenshots: [], description: game.intro, giftCount: 0 };
      return response(200).json({ code: SUCCESS_CODE, msg: 'ok', data: detail });
    }),
    portal.post('/user/game/download/{id}', async ({ request, params, response }) => {
      const { platformType = '1' } = await fields(request);
      const game = games.find((g) => g.appID === Number(params.id));
      if (!game) return response(ErrorCode.NotFound).json(notFound);
      const url = `${filesUrl}/${game.appID}-${platformType === '2' ? 'ios' : 'android'}`;
      const link = (msg: string) => response(200).json({ code: SUCCESS_CODE, msg, data: url });
      if (game.onlineType === 0) return link('ok');
      const { user, expired } = caller(request);
      if (expired) return response(200).json(expiredAnswer);
      if (!user)
        return response(200).json({
          code: BusinessCode.LoginRequired,
          msg: BusinessMessage.LoginRequired,
          data: null,
        });
      if (user.bought.has(game.appID)) return link(FieldRules.DownloadGrant.messages.owned);
      if (isMember(user)) return link(FieldRules.DownloadGrant.messages.member);
      const price = game.buyAmount > 0 ? game.buyAmount : FAKE_DEFAULT_PRICE;
      if (user.coinNum < price)
        return response(200).json({
          code: BusinessCode.InsufficientBalance,
          msg: BusinessMessage.InsufficientBalance,
          data: null,
        });
      user.coinNum -= price;
      user.bought.add(game.appID);
      return link(FieldRules.DownloadGrant.messages.purchase);
    }),
    portal.post('/user/game/download/upload', ({ response }) =>
      response(200).json({ code: SUCCESS_CODE, msg: 'ok', data: null }),
    ),
    portal.post('/vip/vipconfig', ({ response }) =>
      response(200).json({
        code: SUCCESS_CODE,
        msg: 'ok',
        data: [{ id: 1, name: '月卡会员', price: 30, days: 30, privileges: ['付费游戏免费下载'] }],
      }),
    ),
    portal.post('/web/announcement', ({ response }) =>
      response(200).json({ code: SUCCESS_CODE, msg: 'ok', data: announcement }),
    ),
    square.get('/v1/square/tag/list', ({ response }) =>
      response(200).json({
        code: SUCCESS_CODE,
        msg: 'ok',
        data: [
          { id: 1, tag: '攻略' },
          { id: 2, tag: '闲聊' },
        ],
      }),
    ),
  ];

  return {
    /** Pass to msw's `setupServer(...handlers)` (Node) or `setupWorker(...handlers)` (browser). */
    handlers,
    games,
    users,
    addUser,
    /** The user of that name (throws when there is none, a test's own mistake). */
    user(name: string): FakeUser {
      const found = byName(name);
      if (!found) throw new Error(`no fake user named ${name}`);
      return found;
    },
    /** Every token stops working: the next call with one answers code 2 (session expired). */
    expireSessions(): void {
      tokens.clear();
    },
    setAnnouncement(next: Schemas['Announcement'] | null): void {
      announcement = next;
    },
  };
}

export type FakePortal = ReturnType<typeof createFakePortal>;
