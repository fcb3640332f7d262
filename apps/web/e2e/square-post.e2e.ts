import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiURL, dismissAnnouncement, launch, MOBILE, openPage, registerUser, toastSaying } from './browser';
import { makePng, open, recordWebm, type SeedPost, seededPosts, shot, signedIn } from './square-helpers';

let browser: Browser;
let posts: SeedPost[];
beforeAll(async () => {
  browser = await launch();
  posts = await seededPosts();
});
afterAll(() => browser?.close());

/** Reloads and clears the announcement, which comes back with every page load. */
async function reload(page: Page) {
  await page.reload();
  await page.getByTestId('post-detail').waitFor();
  await dismissAnnouncement(page);
}

const stamp = () => Math.random().toString(36).slice(2, 8);

describe('post page (signed in)', () => {
  it('likes the post, comments, replies, likes and deletes the comment, and follows the author', async () => {
    const user = await registerUser();
    const post = posts.find((p) => p.author.name !== user.name);
    if (!post) throw new Error('no seeded post');
    const { page, context, errors } = await openPage(browser, MOBILE, { storage: signedIn(user) });
    await open(page, `/post/${post.id}`);
    await page.getByTestId('post-detail').waitFor();

    // Like: the count moves at once and the server keeps it.
    const like = page.getByTestId('like-post');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.innerText()).toContain(String(post.likeCount + 1));

    // A comment, then a reply to it.
    const text = `e2e评论${stamp()}`;
    await page.getByLabel('评论内容').fill(text);
    await page.getByRole('button', { name: '发送' }).click();
    const mine = page.locator('[data-testid="comment"]', { hasText: text });
    await mine.waitFor();
    await mine.getByRole('button', { name: '回复' }).first().click();
    const reply = `e2e回复${stamp()}`;
    await page.getByLabel('回复内容').fill(reply);
    await page.getByRole('button', { name: '发送' }).click();
    await mine.locator('[data-testid="reply"]', { hasText: reply }).waitFor();
    await mine.getByTestId('like-comment').first().click();
    await expect
      .poll(() => mine.getByTestId('like-comment').first().getAttribute('aria-pressed'))
      .toBe('true');
    await shot(page, 'post-commented');

    // After a reload the server has all of it.
    await reload(page);
    expect(await page.getByTestId('like-post').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('radio', { name: '最新' }).click();
    const saved = page.locator('[data-testid="comment"]', { hasText: text });
    await saved.locator('[data-testid="reply"]', { hasText: reply }).waitFor();

    // Delete my comment after the confirm.
    await saved.getByRole('button', { name: '删除' }).first().click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: '删除' }).click();
    await toastSaying(page, '已删除').waitFor();
    await expect.poll(() => page.locator('[data-testid="comment"]', { hasText: text }).count()).toBe(0);
    await reload(page);
    await page.locator('#comments').getByText('评论').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-testid="comment"]', { hasText: text }).count()).toBe(0);

    // Follow the author; the post shows in the following feed.
    await page.getByTestId('follow-button').click();
    await expect.poll(() => page.getByTestId('follow-button').innerText()).toBe('已关注');
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL((u) => u.pathname === '/square');
    await page.getByRole('tab', { name: '关注' }).click();
    const followed = page.locator('[data-feed^="follow:"] [data-testid="post-card"]');
    await followed.first().waitFor();
    const names = await page.locator('[data-feed^="follow:"] [data-testid="author-name"]').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set([post.author.name]));
    expect(
      await page.locator('[data-feed^="follow:"] [data-testid="post-content"]').allTextContents(),
    ).toContain(post.content);
    await shot(page, 'square-following');

    // Unfollow from the post: the following feed empties.
    await page
      .locator('[data-feed^="follow:"] [data-testid="post-card"]')
      .first()
      .getByRole('link')
      .first()
      .click();
    await page.getByTestId('follow-button').click();
    await expect.poll(() => page.getByTestId('follow-button').innerText()).toBe('+ 关注');
    await page.getByRole('button', { name: '返回' }).click();
    await page.getByText('关注的人还没有发帖').waitFor();
    await context.close();
    expect(errors).toEqual([]);
  });
});

describe('replies', () => {
  it('opens a long thread and pages through its replies', async () => {
    const user = await registerUser();
    const post = posts[1];
    if (!post) throw new Error('no seeded post');
    const headers = {
      'UG-Uid': user.uid,
      'UG-Token': user.token,
      'content-type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    };
    const say = async (content: string, replyCommentId: number | null) => {
      const res = await fetch(`${apiURL()}/api/v1/square/post/${post.id}/comment`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ content, replyCommentId }),
      });
      return ((await res.json()) as { data: { id: number } }).data.id;
    };
    const title = `长楼${stamp()}`;
    const root = await say(title, null);
    for (let i = 1; i <= 12; i++) await say(`楼中楼第${i}条`, root);
    const { page, context, errors } = await openPage(browser, MOBILE);
    await open(page, `/post/${post.id}`);
    await page.getByRole('radio', { name: '最新' }).click();
    const thread = page.locator('[data-testid="comment"]').filter({ hasText: title });
    await thread.getByRole('button', { name: '查看全部12条回复' }).waitFor();
    expect(await thread.getByTestId('reply').count()).toBe(3);

    await thread.getByRole('button', { name: '查看全部12条回复' }).click();
    await expect.poll(() => thread.getByTestId('reply').count()).toBe(10);
    await thread.getByRole('button', { name: '展开更多回复' }).click();
    await expect.poll(() => thread.getByTestId('reply').count()).toBe(12);
    expect(await thread.getByTestId('reply').last().innerText()).toContain('楼中楼第12条');
    expect(await thread.getByRole('button', { name: '展开更多回复' }).count()).toBe(0);
    await context.close();
    expect(errors).toEqual([]);
  });
});

describe('optimistic updates', () => {
  it('a like the server refuses goes back, with a toast', async () => {
    const user = await registerUser();
    // The user's own post, deleted behind the page's back so the like is refused (帖子不存在).
    const headers = { 'UG-Uid': user.uid, 'UG-Token': user.token, 'X-Requested-With': 'XMLHttpRequest' };
    const created = (await (
      await fetch(`${apiURL()}/api/v1/square/post`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ content: `将被删除${stamp()}`, tagId: 1, images: [] }),
      })
    ).json()) as { data: { id: number } };
    const { page, context } = await openPage(browser, MOBILE, { storage: signedIn(user) });
    await open(page, `/post/${created.data.id}`);
    await page.getByTestId('post-detail').waitFor();
    await fetch(`${apiURL()}/api/v1/square/post/${created.data.id}`, { method: 'DELETE', headers });
    const like = page.getByTestId('like-post');
    await like.click();
    await page.getByTestId('toast').filter({ hasText: '帖子不存在' }).waitFor();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false');
    expect(await like.innerText()).toContain('赞');
    await context.close();
  });
});

describe('publish (signed in)', () => {
  it('publishes a post with an image, found in the newest feed and in my posts', async () => {
    const user = await registerUser();
    const { page, context, errors } = await openPage(browser, MOBILE, { storage: signedIn(user) });
    await open(page, '/postpage');
    const text = `e2e新帖${stamp()} 今天的风景`;
    await page.getByLabel('帖子内容').fill(text);
    const colours: [number, number, number][] = [
      [98, 70, 234],
      [255, 92, 138],
      [242, 179, 61],
    ];
    await page.getByTestId('media-input').setInputFiles(
      colours.map((rgb, i) => ({
        name: `photo${i}.png`,
        mimeType: 'image/png',
        buffer: makePng(120, 90, rgb),
      })),
    );
    await page.getByRole('img', { name: '第3张图片' }).waitFor();
    await page.getByRole('button', { name: '#闲聊' }).click();
    await shot(page, 'publish-filled');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.waitForURL(/\/post\/\d+$/);
    await page.getByTestId('post-detail').getByText(text).waitFor();
    expect(
      await page
        .getByTestId('post-detail')
        .getByRole('button', { name: /查看第\d张图片/ })
        .count(),
    ).toBe(3);
    // Tapping a picture opens the full-screen preview at it.
    await page.getByTestId('post-detail').getByRole('button', { name: '查看第2张图片' }).click();
    await page.getByText('2 / 3').waitFor();
    await page.getByRole('button', { name: '关闭预览' }).click();
    await expect.poll(() => page.getByText('2 / 3').count()).toBe(0);

    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL((u) => u.pathname === '/square');
    await page.getByRole('radio', { name: '最新' }).click();
    await expect.poll(() => page.locator('[data-testid="post-content"]').first().textContent()).toBe(text);
    await shot(page, 'square-after-publish');

    await open(page, '/commenthistory');
    const myPost = page.locator('[data-testid="post-card"]', { hasText: text });
    await myPost.waitFor();
    await myPost.getByRole('link', { name: text }).click();
    await page.waitForURL(/\/post\/\d+$/);
    await context.close();
    expect(errors).toEqual([]);
  });

  it('publishes a video with its thumbnail taken at 1 second as PNG', async () => {
    const user = await registerUser();
    const { page, context, errors } = await openPage(browser, MOBILE, { storage: signedIn(user) });
    await open(page, '/postpage');
    const clip = await recordWebm(page);
    await page.getByLabel('帖子内容').fill(`e2e视频${stamp()}`);
    await page
      .getByTestId('media-input')
      .setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: clip });
    await page.getByRole('img', { name: '视频封面' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.waitForURL(/\/post\/\d+$/);
    const poster = (await page.getByTestId('post-detail').locator('video').getAttribute('poster')) ?? '';
    expect(poster).toMatch(/\.png$/);
    // The poster is a real PNG of the clip's size, showing the frame at 1 second (green).
    const pixel = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d');
      ctx?.drawImage(img, 0, 0);
      const [r, g, b] = ctx?.getImageData(80, 60, 1, 1).data ?? [];
      return { w: img.naturalWidth, h: img.naturalHeight, r, g, b };
    }, poster);
    expect({ w: pixel.w, h: pixel.h }).toEqual({ w: 160, h: 120 });
    expect(pixel.g).toBeGreaterThan(150);
    expect(pixel.r).toBeLessThan(100);
    expect(pixel.b).toBeLessThan(100);
    await shot(page, 'post-video');

    // My own post can be deleted after a confirm; it leaves the feed.
    const text = await page.getByTestId('post-text').innerText();
    await page.getByTestId('post-detail').getByRole('button', { name: '删除' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: '删除' }).click();
    await page.waitForURL((u) => u.pathname === '/square');
    await page.getByRole('radio', { name: '最新' }).click();
    await page.locator('[data-testid="post-card"]').first().waitFor();
    expect(await page.locator('[data-testid="post-content"]').allTextContents()).not.toContain(text);
    await context.close();
    expect(errors).toEqual([]);
  });

  it('keeps the draft when the user leaves, and shows the sensitive-word rule before sending', async () => {
    const user = await registerUser();
    const { page, context, errors } = await openPage(browser, MOBILE, { storage: signedIn(user) });
    await open(page, '/postpage');
    await page.getByTestId('sensitive-notice').getByText('文明发言').waitFor();
    const text = `听说有外挂可以刷钻${stamp()}`;
    await page.getByLabel('帖子内容').fill(text);
    await page.getByRole('alert').getByText('外挂').waitFor();
    expect(await page.getByRole('alert').innerText()).toContain('刷钻');
    await shot(page, 'publish-sensitive');

    // Leave and come back: the draft is still there (also across a reload).
    await page.goto('/square');
    await page.locator('[data-testid="post-card"]').first().waitFor();
    await open(page, '/postpage');
    await expect.poll(() => page.getByLabel('帖子内容').inputValue()).toBe(text);

    // Sending asks first; the stored post has the words masked.
    await page.getByRole('button', { name: '发布', exact: true }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByRole('heading', { name: '内容含有敏感词' }).waitFor();
    expect(await dialog.innerText()).toContain('「外挂」「刷钻」，发布后这些词会被替换为 *');
    await dialog.getByRole('button', { name: '继续发布' }).click();
    await page.waitForURL(/\/post\/\d+$/);
    const shown = await page.getByTestId('post-text').innerText();
    expect(shown).toContain('听说有**可以**');

    // Published: the editor starts empty again.
    await open(page, '/postpage');
    await page.getByLabel('帖子内容').waitFor();
    expect(await page.getByLabel('帖子内容').inputValue()).toBe('');
    await context.close();
    expect(errors).toEqual([]);
  });

  it('my comments list what I wrote, newest first, each opening its post', async () => {
    const user = await registerUser();
    const post = posts[0];
    if (!post) throw new Error('no seeded post');
    const { page, context, errors } = await openPage(browser, MOBILE, { storage: signedIn(user) });
    await open(page, `/post/${post.id}`);
    for (const text of ['第一条评论', '第二条评论']) {
      await page.getByLabel('评论内容').fill(text);
      await page.getByRole('button', { name: '发送' }).click();
      await page.locator('[data-testid="comment"]', { hasText: text }).waitFor();
    }
    await open(page, '/commenthistory');
    await page.getByRole('tab', { name: '我的评论' }).click();
    await page.getByTestId('my-comment').first().waitFor();
    const rows = await page.getByTestId('my-comment').allInnerTexts();
    expect(rows[0]).toContain('第二条评论');
    expect(rows[1]).toContain('第一条评论');
    await shot(page, 'comment-history');
    await page.getByTestId('my-comment').first().click();
    await page.waitForURL((u) => u.pathname === `/post/${post.id}`);
    await context.close();
    expect(errors).toEqual([]);
  });
});
