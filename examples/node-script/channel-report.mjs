#!/usr/bin/env node
// A partner's plain Node script on @portal/sdk: logs in (or reuses the session it saved last time),
// prints the balance and the game list, downloads one game through the SDK's purchase rules, and
// logs out (revoking the token) when asked.
//
//   PORTAL_BASE_URL=https://portal.example.com PORTAL_NAME=demo PORTAL_PASSWORD=... node channel-report.mjs
//   node channel-report.mjs --download 1002 --yes     # buys a paid game without asking
//   node channel-report.mjs --logout
//   node channel-report.mjs --help
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createPortal, silentLogger } from '@portal/sdk';
import { fileStorage, nodePlatform } from '@portal/sdk/node';

/**
 * @typedef {object} ReportOptions
 * @property {string} baseUrl the portal's origin, e.g. https://portal.example.com
 * @property {string} stateFile where the session (device id, account, token) is kept between runs
 * @property {string} [name]
 * @property {string} [password]
 * @property {number} [download] appID of a game to download
 * @property {boolean} [yes] confirm a price without asking (a script cannot ask)
 * @property {boolean} [logout]
 * @property {(line: string) => void} [print]
 */

/**
 * @param {ReportOptions} options
 * @returns {Promise<number>} the exit code: 0 done, 1 a call was refused
 */
export async function report(options) {
  const print = options.print ?? ((line) => console.log(line));
  const portal = createPortal({
    portalBaseUrl: `${options.baseUrl}/portal`,
    squareBaseUrl: `${options.baseUrl}/api`,
    storage: fileStorage(options.stateFile),
    platform: nodePlatform(),
    logger: silentLogger,
  });

  const { init, loggedIn, error: startError } = await portal.start();
  if (startError || init.code !== 0) {
    print(`初始化失败：${startError?.message ?? init.msg}`);
    return 1;
  }
  if (loggedIn) {
    print(`已恢复会话：${portal.session.getState().account.name}`);
  } else {
    if (!options.name || !options.password) {
      print('未登录：请提供 PORTAL_NAME 和 PORTAL_PASSWORD');
      return 1;
    }
    const { error } = await portal.auth.loginWithName({ name: options.name, password: options.password });
    if (error) {
      // The server's own words ('用户名或密码错误'); error.kind / error.code are for logic.
      print(`登录失败：${error.message}`);
      return 1;
    }
    print(`登录成功：${portal.session.getState().account.name}`);
  }

  if (options.logout) {
    const answer = await portal.auth.logout();
    // Confirmed in the server's own words (msg) when it revoked the session.
    print(
      answer.error ? `已在本地退出，服务器未确认：${answer.error.message}` : (answer.msg ?? '已在本地退出'),
    );
    return 0;
  }

  const status = await portal.auth.refreshStatus();
  if (status.error) {
    print(`状态获取失败：${status.error.message}`);
    return 1;
  }
  print(`X钻余额：${status.data?.coinNum ?? 0}`);

  const games = await portal.api.games.listGames({ currentPage: 1, pageSize: 50 });
  if (games.error) {
    print(`游戏列表获取失败：${games.error.message}`);
    return 1;
  }
  const records = games.data.records;
  print(`游戏 ${games.data.total} 款`);
  for (const game of records.slice(0, 5)) {
    print(
      `  ${game.appID} ${game.name}（${game.onlineType === 0 ? '免费' : `${game.buyAmount || 10} X钻`}）`,
    );
  }

  if (options.download !== undefined) {
    const game = records.find((g) => g.appID === options.download);
    if (!game) {
      print(`没有这款游戏：${options.download}`);
      return 1;
    }
    const state = portal.download.start(game);
    if (state.status === 'needsLogin') {
      print('付费游戏需要登录');
      return 1;
    }
    if (state.status === 'confirm') {
      print(`下载需要 ${state.charge} X钻（价格 ${state.price}）`);
      if (!options.yes) {
        portal.download.cancel();
        print('未确认购买：加 --yes 确认');
        return 1;
      }
      portal.download.confirm();
    }
    const end = await portal.download.settled();
    if (end.status === 'done') print(`下载地址：${end.url}${end.message ? `（${end.message}）` : ''}`);
    else if (end.status === 'insufficient') print(`${end.message}（余额 ${end.balance}，需要 ${end.price}）`);
    else if (end.status === 'failed') print(`下载失败：${end.message}`);
    portal.download.reset();
    if (end.status !== 'done') return 1;
  }
  return 0;
}

const HELP = `用法：node channel-report.mjs [--download <appID> [--yes]] [--logout]

  登录（或沿用上次保存的会话），列出 X钻余额和游戏，可下载一款游戏，可退出登录。

  --download <appID>  下载这款游戏；付费游戏要加 --yes 才会扣 X钻
  --yes               确认价格（脚本不会询问）
  --logout            退出登录，服务器上的令牌随之作废
  --help              显示本帮助

环境变量：
  PORTAL_BASE_URL     门户地址，默认 http://127.0.0.1:8000
  PORTAL_NAME, PORTAL_PASSWORD  首次登录的账号和密码
  PORTAL_STATE_FILE   会话文件，默认 ./.portal-session.json`;

/** The command line, or the exit code when it asked for help or was wrong. */
function parseCommandLine() {
  try {
    const { values } = parseArgs({
      options: {
        download: { type: 'string' },
        yes: { type: 'boolean', default: false },
        logout: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) {
      console.log(HELP);
      return 0;
    }
    if (values.download !== undefined && !/^\d+$/.test(values.download)) {
      throw new Error(`--download 需要游戏的 appID（数字）：${values.download}`);
    }
    return values;
  } catch (error) {
    // parseArgs names the unknown option; the usage follows instead of a stack trace.
    console.error(`${error instanceof Error ? error.message : error}\n\n${HELP}`);
    return 2;
  }
}

// Run as a program (not when a test imports it).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const values = parseCommandLine();
  if (typeof values === 'number') process.exit(values);
  process.exitCode = await report({
    baseUrl: process.env.PORTAL_BASE_URL ?? 'http://127.0.0.1:8000',
    stateFile: process.env.PORTAL_STATE_FILE ?? './.portal-session.json',
    name: process.env.PORTAL_NAME,
    password: process.env.PORTAL_PASSWORD,
    download: values.download === undefined ? undefined : Number(values.download),
    yes: values.yes,
    logout: values.logout,
  });
}
