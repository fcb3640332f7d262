import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiURL,
  type Identity,
  launch,
  MOBILE,
  openPage,
  portalCall,
  registerUser,
  toastSaying,
} from './browser';
import { open, shot, signedIn } from './square-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A square call straight to the server (set-up outside the browser). */
async function squareCall<T = unknown>(method: string, path: string, who: Identity, body?: unknown) {
  const res = await fetch(`${apiURL()}/api${path}`, {
    method,
    headers: {
      'UG-Uid': who.uid,
      'UG-Token': who.token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** Seeded demo accounts (password portal123) for what needs more users than a minute's registrations. */
async function demoUser(name: string): Promise<Identity> {
  const r = await portalCall<Identity>('/user/login', { name, password: 'portal123' });
  if (r.code !== 0) throw new Error(`login ${name}: ${r.msg}`);
  return r.data;
}

async function openSearch(page: Page) {
  await page.getByRole('button', { name: /搜索/ }).first().click();
  await page.getByTestId('search-panel').waitFor();
}

/**
 * The announcement of a signed-in user comes from the network and may open after open()'s own check
 * on a busy machine: tick 今日不再显示 so it stays away, whenever it shows.
 */
async function settleAnnouncement(page: Page) {
  const button = page.getByRole('button', { name: '我知道了' });
  try {
    await button.waitFor({ timeout: 4000 });
    await page.getByText('今日不再显示').click();
    await button.click();
    await button.waitFor({ state: 'hidden', timeout: 5000 });
  } catch {
    // not shown
  }
}

const stamp = () => Math.random().toString(36).slice(2, 8);

describe('square search, report and block at 375 px', () => {
  let user: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    user = await registerUser();
  });

  it('shows 热门搜索 and 最近搜索 before typing; a tap searches; one or all can be cleared', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE, { storage: signedIn(user) });
    await open(page, '/square');
    await openSearch(page);
    // Trending from the server (the seed's demo searches: 攻略 by the most accounts).
    const trending = page.getByTestId('search-trending');
    await trending.getByRole('button').first().waitFor();
    expect(await trending.getByRole('button').first().innerText()).toContain('攻略');
    await expect.poll(() => page.getByTestId('search-recent').count()).toBe(0);
    await shot(page, 'search-home-empty');

    await trending.getByRole('button', { name: /攻略/ }).click();
    await expect.poll(() => page.getByLabel('搜索帖子').inputValue()).toBe('攻略');
    await page.getByRole('button', { name: '取消' }).click();

    await openSearch(page);
    await page.getByLabel('搜索帖子').fill('新手');
    await page.getByLabel('搜索帖子').press('Enter');
    await page.getByRole('button', { name: '取消' }).click();
    await openSearch(page);
    const recent = page.getByTestId('search-recent');
    const words = async () =>
      (await recent.locator('li > button:first-child').allInnerTexts()).map((t) => t.trim());
    await expect.poll(words).toEqual(['新手', '攻略']);
    await shot(page, 'search-home');

    // The history is the account's: the server has it too.
    const server = await squareCall<string[]>('GET', '/v1/square/search/history', user);
    expect(server.data).toEqual(['新手', '攻略']);

    // Tapping a recent one searches it and moves it first.
    await recent.getByRole('button', { name: '攻略', exact: true }).click();
    await expect.poll(() => page.getByLabel('搜索帖子').inputValue()).toBe('攻略');
    await page.getByRole('button', { name: '取消' }).click();
    await openSearch(page);
    await expect.poll(words).toEqual(['攻略', '新手']);

    await recent.getByRole('button', { name: '删除搜索记录 新手' }).click();
    await expect.poll(words).toEqual(['攻略']);
    await page.getByRole('button', { name: '清空' }).click();
    await expect.poll(() => page.getByTestId('search-recent').count()).toBe(0);
    expect((await squareCall<string[]>('GET', '/v1/square/search/history', user)).data).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reports a post (⋯ → reason → 举报成功); at 5 reporters the post is hidden until reviewed', async () => {
    const author = await registerUser();
    const tags = (await (await fetch(`${apiURL()}/api/v1/square/tag/list`)).json()) as {
      data: { id: number }[];
    };
    const text = `e2e举报${stamp()}`;
    const post = await squareCall<{ id: number }>('POST', '/v1/square/post', author, {
      content: text,
      tagId: tags.data[0]?.id,
    });
    expect(post.code).toBe(0);
    const remark = `e2e评论${stamp()}`;
    const comment = await squareCall<{ id: number }>(
      'POST',
      `/v1/square/post/${post.data.id}/comment`,
      author,
      {
        content: remark,
      },
    );
    const replyText = `e2e回复${stamp()}`;
    const reply = await squareCall<{ id: number }>(
      'POST',
      `/v1/square/post/${post.data.id}/comment`,
      author,
      {
        content: replyText,
        replyCommentId: comment.data.id,
      },
    );
    // Four others reported it already.
    for (const name of ['星河旅人', '月下听风', '橘子汽水', '夜猫子阿杰']) {
      const who = await demoUser(name);
      const r = await squareCall('POST', '/v1/square/report', who, {
        targetType: 'post',
        targetId: String(post.data.id),
        reason: '垃圾广告',
      });
      expect(r.code).toBe(0);
    }

    const { page, context, errors } = await openPage(browser, MOBILE, { storage: signedIn(user) });
    await open(page, `/post/${post.data.id}`);
    await page.getByTestId('post-detail').waitFor();
    await settleAnnouncement(page);
    const dialog = page.getByTestId('report-dialog');

    // 举报 under someone else's comment.
    await page
      .getByTestId('comment')
      .filter({ hasText: remark })
      .getByRole('button', { name: '举报' })
      // The comment's own, before those of its replies.
      .first()
      .click();
    await dialog.getByRole('heading', { name: '举报评论' }).waitFor();
    await dialog.getByText('辱骂攻击').click();
    await dialog.getByRole('button', { name: '提交' }).click();
    await toastSaying(page, '举报成功').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    // And under someone else's reply in the thread.
    await toastSaying(page, '举报成功').waitFor({ state: 'detached' });
    await page
      .getByTestId('reply')
      .filter({ hasText: replyText })
      .getByRole('button', { name: '举报' })
      .click();
    await dialog.getByRole('heading', { name: '举报评论' }).waitFor();
    await dialog.getByText('辱骂攻击').click();
    await dialog.getByRole('button', { name: '提交' }).click();
    await toastSaying(page, '举报成功').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await toastSaying(page, '举报成功').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: '更多操作' }).click();
    await page.getByTestId('post-menu').getByRole('button', { name: '举报帖子' }).click();
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: '提交' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByText('色情低俗').click();
    await dialog.getByLabel('补充说明（选填）').fill('图片不适');
    await shot(page, 'report-dialog');
    await submit.click();
    await toastSaying(page, '举报成功').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    // The fifth reporter: hidden from the square and from its page.
    await open(page, '/square');
    await page.getByTestId('post-card').first().waitFor();
    const cards = await page.getByTestId('post-card').allInnerTexts();
    expect(cards.some((c) => c.includes(text))).toBe(false);
    await open(page, `/post/${post.data.id}`);
    await page.getByText('该内容因多人举报正在审核中').waitFor();

    // Reporting again says so.
    const again = await squareCall('POST', '/v1/square/report', user, {
      targetType: 'post',
      targetId: String(post.data.id),
      reason: '其他',
    });
    expect(again.msg).toBe('你已举报过该内容，我们会尽快处理');
    const replyAgain = await squareCall('POST', '/v1/square/report', user, {
      targetType: 'comment',
      targetId: String(reply.data.id),
      reason: '其他',
    });
    expect(replyAgain.msg).toBe('你已举报过该内容，我们会尽快处理');
    expect(errors.filter((e) => !e.includes('status of 200'))).toEqual([]);
    await context.close();
  });

  it('blocks the author from the post page: their posts vanish; 黑名单 undoes it', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE, { storage: signedIn(user) });
    await open(page, '/square');
    const first = page.getByTestId('post-card').first();
    await first.waitFor();
    const author = (await first.getByTestId('author-name').innerText()).trim();
    const cardsBy = async () =>
      (await page.getByTestId('author-name').allInnerTexts()).filter((n) => n.trim() === author).length;
    expect(await cardsBy()).toBeGreaterThan(0);

    await first.locator('a').first().click();
    await page.getByTestId('post-detail').waitFor();
    await settleAnnouncement(page);
    await page.getByRole('button', { name: '更多操作' }).click();
    await shot(page, 'post-menu');
    await page.getByTestId('post-menu').getByRole('button', { name: '拉黑作者' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: '拉黑' }).click();
    await toastSaying(page, '已拉黑').waitFor();
    await page.waitForURL((url) => url.pathname === '/square');
    await page.getByTestId('post-card').first().waitFor();
    await expect.poll(cardsBy).toBe(0);

    await open(page, '/profile');
    await page.getByRole('link', { name: '黑名单' }).click();
    const row = page.getByTestId('blocked-user').filter({ hasText: author });
    await row.waitFor();
    await shot(page, 'blacklist');
    await row.getByRole('button', { name: '移出黑名单' }).click();
    await toastSaying(page, '移出黑名单').waitFor();
    await expect.poll(() => page.getByTestId('blocked-user').count()).toBe(0);

    await open(page, '/square');
    await page.getByTestId('post-card').first().waitFor();
    await expect.poll(cardsBy).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
