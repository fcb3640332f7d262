import { isMember, priceOf, type Schemas, SUCCESS_CODE } from '@portal/sdk';
import { clip } from './command.js';
import { currentStatus, randomName, randomPassword, startPortal } from './commands/account.js';
import { downloadLink } from './commands/games.js';
import { recharge } from './commands/wallet.js';
import type { CliContext } from './context.js';
import { CliFailure, unwrap } from './failure.js';

export interface Step {
  id: string;
  label: string;
  /** Returns the detail shown after the step's time. */
  run(): Promise<string>;
}

type Game = Schemas['Game'];

/** What one step learns and a later one needs. */
interface Journey {
  name: string;
  password: string;
  postId?: number;
  free?: Game;
  paid?: Game;
}

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new CliFailure(`前置步骤未产生${what}`);
  return value;
};

/** The partner smoke journey, in order; each step stands on the ones before it. */
export function smokeSteps(ctx: CliContext): Step[] {
  const { portal } = ctx;
  const j: Journey = { name: randomName(), password: randomPassword() };

  return [
    {
      id: 'init',
      label: '设备初始化',
      async run() {
        const { init } = await startPortal(ctx);
        return `${init.msg} 设备号 ${await portal.device.id()}`;
      },
    },
    {
      id: 'register',
      label: '注册',
      async run() {
        const account = unwrap(await portal.auth.register({ name: j.name, password: j.password }));
        return `${account.name}（uid ${account.uid}）`;
      },
    },
    {
      id: 'login',
      label: '登录',
      async run() {
        // End the registration's session first, so this step proves the name and password open a new one.
        await portal.auth.logout();
        const account = unwrap(await portal.auth.loginWithName({ name: j.name, password: j.password }));
        return `欢迎回来:${account.name}`;
      },
    },
    {
      id: 'status',
      label: '用户状态',
      async run() {
        const status = await currentStatus(ctx);
        return `X钻 ${status.coinNum}，${isMember(status) ? '会员' : '非会员'}`;
      },
    },
    {
      id: 'tags',
      label: '标签列表',
      async run() {
        const tags = unwrap(await portal.api.square.listTags());
        if (tags.length === 0) throw new CliFailure('标签列表为空');
        return `${tags.length} 个标签`;
      },
    },
    {
      id: 'posts',
      label: '帖子列表',
      async run() {
        const page = unwrap(await portal.api.square.listPosts({ currentPage: 1, pageSize: 20, sort: 2 }));
        return `共 ${page.total} 条`;
      },
    },
    {
      id: 'post',
      label: '发布帖子',
      async run() {
        const tags = unwrap(await portal.api.square.listTags());
        const tagId = need(tags[0]?.id, '标签');
        const content = `portal smoke 自动测试 ${new Date().toISOString()}`;
        const created = unwrap(await portal.api.square.createPost({ content, tagId, images: [] }));
        j.postId = created.id;
        return `帖子 #${created.id}`;
      },
    },
    {
      id: 'comment',
      label: '发表评论',
      async run() {
        const postId = need(j.postId, '帖子');
        const created = unwrap(await portal.api.square.createComment(postId, { content: '自动测试评论' }));
        return `评论 #${created.id}：${clip(created.content, 20)}`;
      },
    },
    {
      id: 'games',
      label: '游戏列表',
      async run() {
        const page = unwrap(await portal.api.games.listGames({ currentPage: 1, pageSize: 100 }));
        j.free = page.records.find((g) => g.onlineType === 0);
        j.paid = page.records.find((g) => g.onlineType !== 0 && !g.bought && !g.upcoming);
        if (!j.free) throw new CliFailure('游戏列表中没有免费游戏，无法测试免费下载');
        if (!j.paid) throw new CliFailure('游戏列表中没有未购买的付费游戏，无法测试付费下载');
        return `共 ${page.total} 款`;
      },
    },
    {
      id: 'game',
      label: '游戏详情',
      async run() {
        const paid = need(j.paid, '付费游戏');
        const detail = unwrap(await portal.api.games.getGame({ appID: paid.appID }));
        if (detail.appID !== paid.appID)
          throw new CliFailure(`游戏详情不符：请求 ${paid.appID}，返回 ${detail.appID}`);
        return `${detail.name}（${priceOf(detail)} X钻）`;
      },
    },
    {
      id: 'download-free',
      label: '免费下载',
      async run() {
        const free = need(j.free, '免费游戏');
        return `${free.name}：${await downloadLink(ctx, free.id, 1)}`;
      },
    },
    {
      id: 'recharge',
      label: '沙箱充值',
      async run() {
        const price = priceOf(need(j.paid, '付费游戏'));
        const balance = (await currentStatus(ctx)).coinNum;
        const offers = unwrap(await portal.api.wallet.listRechargePackages()).toSorted(
          (a, b) => a.amount - b.amount,
        );
        // The cheapest package that covers the paid game, so the next step can buy it.
        const pick = offers.find((p) => balance + p.coins >= price) ?? offers.at(-1);
        if (!pick) throw new CliFailure('没有可用的充值套餐');
        const paid = await recharge(ctx, pick.id);
        return `订单 ${paid.orderNo} +${paid.coins} X钻，余额 ${paid.coinNum}`;
      },
    },
    {
      id: 'download-paid',
      label: '付费下载',
      async run() {
        const paid = need(j.paid, '付费游戏');
        const before = await currentStatus(ctx);
        await downloadLink(ctx, paid.id, 1);
        const after = await currentStatus(ctx);
        const expected = isMember(before) ? 0 : priceOf(paid);
        const charged = before.coinNum - after.coinNum;
        if (charged !== expected) throw new CliFailure(`扣费不符：应扣 ${expected} X钻，实扣 ${charged} X钻`);
        return `${paid.name} 扣 ${charged} X钻，余额 ${after.coinNum}`;
      },
    },
    {
      id: 'checkin',
      label: '签到',
      async run() {
        const result = unwrap(await portal.api.welfare.checkin());
        return `+${result.reward} X钻，连续 ${result.streak} 天`;
      },
    },
    {
      id: 'logout',
      label: '退出登录',
      async run() {
        const old = portal.session.identity();
        const answer = await portal.auth.logout();
        if (answer.error) throw answer.error;
        // The revoked token must be refused now: ask for "my posts" with it, outside the SDK session.
        const probe = await portal.clients.square.GET('/v1/square/post/me', {
          headers: { 'UG-Uid': old.uid, 'UG-Token': old.token },
        });
        if (probe.data?.code === SUCCESS_CODE) throw new CliFailure('退出后旧的登录凭证仍然有效');
        // The server's words for the revoked session.
        return answer.msg ?? '';
      },
    },
  ];
}
