import {
  type Buyer,
  type DownloadGame,
  type DownloadState,
  ErrorCode,
  initialDownloadState,
  reduceDownload,
} from '@portal/sdk';
import { checkOptions, platformType, positiveInt, requiredPositional, stringOption } from '../args.js';
import { type Command, clip, price } from '../command.js';
import type { CliContext } from '../context.js';
import { CliFailure, EXIT_USAGE, unwrap } from '../failure.js';

const PLATFORM_NAMES = { 1: 'android', 2: 'ios' } as const;

export const games: Command = {
  name: 'games',
  summary: '游戏列表（--type 分类 --keyword --page --size）',
  options: ['type', 'keyword', 'page', 'size'],
  async run(ctx, args) {
    checkOptions(args, this.options);
    const type = positiveInt(stringOption(args, 'type'), '--type');
    const keyword = stringOption(args, 'keyword');
    const page = unwrap(
      await ctx.portal.api.games.listGames({
        currentPage: positiveInt(stringOption(args, 'page'), '--page') ?? 1,
        pageSize: positiveInt(stringOption(args, 'size'), '--size') ?? 20,
        ...(type ? { type } : {}),
        ...(keyword ? { keyword } : {}),
      }),
    );
    return {
      data: page,
      lines: [
        ...page.records.map((g) => `${g.appID}\t${g.name}\t${price(g)}${g.bought ? '（已购买）' : ''}`),
        `第 ${page.currentPage} 页，共 ${page.total} 款游戏`,
      ],
    };
  },
};

export const game: Command = {
  name: 'game',
  args: '<appID>',
  summary: '游戏详情',
  options: [],
  async run(ctx, args) {
    checkOptions(args, this.options);
    const appID = positiveInt(requiredPositional(args, 0, '<appID>'), '<appID>') as number;
    const detail = unwrap(await ctx.portal.api.games.getGame({ appID }));
    return {
      data: detail,
      lines: [
        `${detail.name}（appID ${detail.appID}）`,
        `${detail.typeName} · 版本 ${detail.version} · 评分 ${detail.score} · 下载 ${detail.downloadCount}`,
        `价格：${price(detail)}${detail.bought ? '（已购买）' : ''} · 礼包 ${detail.giftCount} 个`,
        clip(detail.intro, 60),
      ],
    };
  },
};

/** The balance when logged in, for showing what a download cost; null for a guest. */
async function balance(ctx: CliContext): Promise<number | null> {
  if (!ctx.portal.session.getState().loggedIn) return null;
  return unwrap(await ctx.portal.auth.refreshStatus())?.coinNum ?? null;
}

/** Download link for a game; recorded only when invite/channel codes are stored, as the web app does. */
export async function downloadLink(ctx: CliContext, id: number, platform: 1 | 2) {
  const codes = await ctx.portal.codes.read();
  // The download record carries channelID and inviteCode, sent when the address had them.
  // The record is attribution only; the web app also carries on when it fails.
  if (codes.inviteCode || codes.channelCode) {
    await ctx.portal.api.games.recordDownload({
      gameId: id,
      ...(codes.inviteCode ? { inviteCode: codes.inviteCode } : {}),
      ...(codes.channelCode ? { channelID: codes.channelCode } : {}),
    });
  }
  const url = unwrap(await ctx.portal.api.games.downloadGame(id, { platformType: platform }));
  // A link that does not start with http downloads nothing.
  if (!/^https?:\/\//.test(url)) throw new CliFailure(`下载地址无效：${url}`);
  return url;
}

/**
 * Walks the SDK's download decision (the web app's purchase dialogs) up to the point where the link
 * may be fetched: a guest is sent to log in, a price the balance cannot cover stops before anything is
 * asked, and a purchase is confirmed by --yes or by the user at the terminal, never silently.
 */
async function decideDownload(
  ctx: CliContext,
  game: DownloadGame,
  yes: boolean,
): Promise<Extract<DownloadState, { status: 'downloading' }>> {
  const loggedIn = ctx.portal.session.getState().loggedIn;
  const buyer: Buyer = { loggedIn, status: loggedIn ? unwrap(await ctx.portal.auth.refreshStatus()) : null };
  let state = reduceDownload(initialDownloadState, { type: 'REQUEST', game, buyer });
  if (state.status === 'confirm') {
    const confirmed = reduceDownload(state, { type: 'CONFIRM', buyer });
    if (confirmed.status === 'confirm' || confirmed.status === 'downloading') {
      const balance = buyer.status ? `，余额 ${buyer.status.coinNum} X钻` : '';
      const notice = state.memberNotice ? `（${state.memberNotice}）` : '';
      const offer = `《${game.name}》是付费游戏，下载需 ${state.price} X钻${notice}${balance}`;
      if (!yes) {
        if (!ctx.ask) {
          throw new CliFailure(`${offer}。未扣费：确认购买请加 --yes（当前无终端可询问）`, {
            kind: 'confirm',
            exitCode: EXIT_USAGE,
          });
        }
        if (!(await ctx.ask(`${offer}，确认购买并下载？[y/N] `))) {
          throw new CliFailure('已取消购买，未扣费', { kind: 'cancelled' });
        }
      }
    }
    state = confirmed;
  }
  switch (state.status) {
    case 'downloading':
      return state;
    case 'needsLogin':
      throw new CliFailure('付费游戏请先登录（portal login）', {
        code: ErrorCode.Unauthorized,
        kind: 'guest',
      });
    case 'insufficient':
      throw new CliFailure(
        `${state.title}，${state.message}：需 ${state.price} X钻，余额 ${state.balance} X钻（portal recharge <套餐id>）`,
        { kind: 'insufficient' },
      );
    default:
      throw new CliFailure(`无法下载（${state.status}）`);
  }
}

type GameDetail = Pick<DownloadGame, 'id' | 'name' | 'onlineType' | 'bought'> & {
  appID: number;
  buyAmount: number;
};

const downloadGameOf = (detail: GameDetail): DownloadGame => ({
  id: detail.id,
  appID: detail.appID,
  name: detail.name,
  onlineType: detail.onlineType,
  buyAmount: detail.buyAmount,
  bought: detail.bought,
});

export const download: Command = {
  name: 'download',
  args: '<id>',
  summary: '获取下载地址（--platform android|ios）；付费游戏需先登录，扣 X钻 前询问确认（--yes 直接确认）',
  options: ['platform', 'yes'],
  async run(ctx, args) {
    checkOptions(args, this.options);
    const id = positiveInt(requiredPositional(args, 0, '<id>'), '<id>') as number;
    const platform = platformType(args);
    const detail = unwrap(await ctx.portal.api.games.getGame({ appID: id }));
    const decided = await decideDownload(ctx, downloadGameOf(detail), args.values.yes === true);
    const before = await balance(ctx);
    const url = await downloadLink(ctx, id, platform);
    const after = await balance(ctx);
    const charged = before !== null && after !== null ? before - after : 0;
    return {
      data: {
        id,
        name: detail.name,
        platform: PLATFORM_NAMES[platform],
        url,
        onlineType: detail.onlineType,
        buyAmount: detail.buyAmount,
        price: decided.price,
        charged,
        coinNum: after,
      },
      lines: [
        `${detail.name}（${PLATFORM_NAMES[platform]}）：${url}`,
        detail.onlineType === 0
          ? '免费游戏'
          : `扣除 ${charged} X钻${after === null ? '' : `，余额 ${after}`}${charged === 0 ? '（已购买或会员免费）' : ''}`,
      ],
    };
  },
};
