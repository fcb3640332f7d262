import { checkOptions, platformType, positiveInt, requiredPositional, stringOption } from '../args.js';
import { type Command, clip, price } from '../command.js';
import type { CliContext } from '../context.js';
import { CliFailure, unwrap } from '../failure.js';

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
  // SPEC.md section 7: the download record carries channelID and inviteCode, sent when the address had them.
  // The record is attribution only; the web app also carries on when it fails.
  if (codes.inviteCode || codes.channelCode) {
    await ctx.portal.api.games.recordDownload({
      gameId: id,
      ...(codes.inviteCode ? { inviteCode: codes.inviteCode } : {}),
      ...(codes.channelCode ? { channelID: codes.channelCode } : {}),
    });
  }
  const url = unwrap(await ctx.portal.api.games.downloadGame(id, { platformType: platform }));
  // SPEC.md section 5: a link that does not start with http downloads nothing.
  if (!/^https?:\/\//.test(url)) throw new CliFailure(`下载地址无效：${url}`);
  return url;
}

export const download: Command = {
  name: 'download',
  args: '<id>',
  summary: '获取下载地址（--platform android|ios）；付费游戏扣 X钻，需先登录',
  options: ['platform'],
  async run(ctx, args) {
    checkOptions(args, this.options);
    const id = positiveInt(requiredPositional(args, 0, '<id>'), '<id>') as number;
    const platform = platformType(args);
    const detail = unwrap(await ctx.portal.api.games.getGame({ appID: id }));
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
