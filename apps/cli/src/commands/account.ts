import { randomBytes } from 'node:crypto';
import { ErrorCode, isMember, SUCCESS_CODE } from '@portal/sdk';
import { checkOptions, stringOption } from '../args.js';
import type { Command, Outcome } from '../command.js';
import type { CliContext } from '../context.js';
import { CliFailure, toFailure, unwrap, usageError } from '../failure.js';

/** A name the contract accepts (2-16 characters) and nobody else is likely to hold. */
export const randomName = (): string => `cli${randomBytes(5).toString('hex')}`;
export const randomPassword = (): string => randomBytes(9).toString('base64url');

/** Status of the logged-in user, refreshed from the server. */
export async function currentStatus(ctx: CliContext) {
  const status = unwrap(await ctx.portal.auth.refreshStatus());
  if (!status)
    throw new CliFailure('未登录，请先执行 portal login', { code: ErrorCode.Unauthorized, kind: 'guest' });
  return status;
}

/** Device init through the SDK's start-up; a failure carries the reason the SDK only logged. */
export async function startPortal(ctx: CliContext) {
  const started = await ctx.portal.start();
  if (started.init.code !== SUCCESS_CODE) {
    const reason = started.error?.message ?? ctx.errors.find((e) => e !== started.init.msg);
    const message = reason ? `${started.init.msg}（${reason}）` : started.init.msg;
    throw new CliFailure(message, {
      code: started.init.code,
      kind: started.error?.kind ?? 'init',
      cause: started.error ?? undefined,
    });
  }
  return started;
}

export const init: Command = {
  name: 'init',
  summary: '设备初始化（生成设备号、读取服务器配置），已登录时刷新用户状态',
  options: [],
  async run(ctx) {
    const started = await startPortal(ctx);
    const deviceID = await ctx.portal.device.id();
    const { account } = ctx.portal.session.getState();
    return {
      data: {
        ...started.init,
        deviceID,
        loggedIn: started.loggedIn,
        serverConfig: ctx.portal.serverConfig(),
      },
      lines: [
        started.init.msg,
        `设备号：${deviceID}`,
        started.loggedIn ? `已登录：${account.name}（uid ${account.uid}）` : '未登录（游客）',
      ],
    };
  },
};

export const register: Command = {
  name: 'register',
  summary: '用户名注册并登录；不给 --name/--password 时随机生成',
  options: ['name', 'password'],
  async run(ctx, args) {
    checkOptions(args, this.options);
    const givenPassword = stringOption(args, 'password');
    const name = stringOption(args, 'name') ?? randomName();
    const password = givenPassword ?? randomPassword();
    const account = unwrap(await ctx.portal.auth.register({ name, password }));
    // Only a password we made up is shown: echoing the caller's own would put it in CI logs.
    const generated = givenPassword === undefined ? { password } : {};
    return {
      data: { uid: account.uid, name: account.name, newAccount: account.newAccount, ...generated },
      lines: [
        `注册成功：${account.name}（uid ${account.uid}）`,
        ...(givenPassword === undefined ? [`密码：${password}`] : []),
      ],
    };
  },
};

export const login: Command = {
  name: 'login',
  summary: '用户名密码登录（--name 与 --password 必填）',
  options: ['name', 'password'],
  async run(ctx, args) {
    checkOptions(args, this.options);
    const name = stringOption(args, 'name');
    const password = stringOption(args, 'password') ?? process.env.PORTAL_PASSWORD;
    if (!name || !password) throw usageError('参数错误：login 需要 --name 和 --password');
    const account = unwrap(await ctx.portal.auth.loginWithName({ name, password }));
    const { status } = ctx.portal.session.getState();
    return {
      data: { uid: account.uid, name: account.name, coinNum: status?.coinNum ?? null },
      lines: [`登录成功：${account.name}（uid ${account.uid}）`],
    };
  },
};

export const status: Command = {
  name: 'status',
  summary: '当前用户状态：X钻余额、会员等级',
  options: [],
  async run(ctx): Promise<Outcome> {
    if (!ctx.portal.session.getState().loggedIn) {
      // A guest's status still comes from the server: a dead or wrong --base-url must not pass as "guest".
      await startPortal(ctx);
      return {
        data: { loggedIn: false, name: ctx.portal.session.getState().account.name },
        lines: ['未登录（游客）'],
      };
    }
    const current = await currentStatus(ctx);
    return {
      data: { loggedIn: true, ...current },
      lines: [
        `${current.name}（uid ${current.uid}）`,
        `X钻余额：${current.coinNum}`,
        isMember(current) ? `会员（到期 ${current.vipExpireAt ?? '-'}）` : '非会员',
        `未读消息：${current.unreadCount}`,
      ],
    };
  },
};

export const logout: Command = {
  name: 'logout',
  summary: '退出登录（服务器注销会话并清除本地会话）',
  options: [],
  async run(ctx) {
    if (!ctx.portal.session.getState().loggedIn) {
      return { data: { loggedIn: false }, lines: ['未登录，无需退出'] };
    }
    // The local session goes either way; an already expired session counts as logged out.
    const answer = await ctx.portal.auth.logout();
    const { error } = answer;
    if (error && error.kind !== 'session_expired') throw toFailure(error);
    // The server's words when it revoked the session; an expired one has nothing to revoke.
    const said = answer.error ? '本地会话已清除' : answer.msg;
    return { data: { loggedIn: false }, lines: said ? [said] : [] };
  },
};
