import { describe, expect, it } from 'vitest';
import { go, loginAs, openAt, registerOn } from './account-server';
import { readableTexts, toastSaying } from './browser';
import { ownServerSuite } from './own-server-suite';

const own = ownServerSuite();

describe('profile', () => {
  it('changes the name and the avatar (cropped square) and shows both on the profile', async () => {
    const user = await registerOn(own.server.url);
    const { page, close, errors } = await openAt(own.browser, own.server.url);
    await loginAs(page, user);

    const newName = `新名${Math.random().toString(36).slice(2, 7)}`;
    await go(page, '/user');
    await page.getByRole('link', { name: /昵称/ }).click();
    await page.getByLabel('昵称').fill(newName);
    await page.getByRole('button', { name: '保存' }).click();
    await toastSaying(page, '修改成功').waitFor();
    await page.waitForURL((u) => u.pathname === '/user');
    await page.getByText(newName).waitFor();

    // A wide 300x180 photo drawn in the page, so the crop has something to do.
    const png = await page.evaluate(async () => {
      const c = document.createElement('canvas');
      c.width = 300;
      c.height = 180;
      const ctx = c.getContext('2d') as CanvasRenderingContext2D;
      ctx.fillStyle = '#e94';
      ctx.fillRect(0, 0, 300, 180);
      ctx.fillStyle = '#36c';
      ctx.fillRect(120, 40, 60, 100);
      return c.toDataURL('image/png').split(',')[1] ?? '';
    });
    await page.getByLabel('上传头像').setInputFiles({
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    await toastSaying(page, '头像已更新').waitFor();

    await go(page, '/profile');
    expect(await page.getByTestId('profile-name').innerText()).toContain(newName);
    const avatar = page.getByTestId('profile-avatar');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="profile-avatar"]');
      return img?.src.includes('/files/') && img.complete && img.naturalWidth > 0;
    });
    const size = await avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size[0]).toBe(size[1]);
    await close();
    expect(errors).toEqual([]);
  });

  it('edits the signature, refusing one over the contract limit of 60 characters with a toast a screen reader reads inside the dialog', async () => {
    const user = await registerOn(own.server.url);
    const { page, close, errors } = await openAt(own.browser, own.server.url);
    await loginAs(page, user);
    await go(page, '/user');
    await page.getByRole('button', { name: /个性签名/ }).click();
    const dialog = page.getByRole('dialog', { name: '个性签名' });
    await dialog.getByLabel('个性签名').fill('长'.repeat(61));
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('toast').filter({ hasText: '签名最多60个字' }).waitFor();
    // The open dialog makes the rest of the page, the toasts with it, inert.
    expect(await readableTexts(page)).toContain('签名最多60个字');
    const signature = `今天也要加油${Math.random().toString(36).slice(2, 6)}`;
    await dialog.getByLabel('个性签名').fill(signature);
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('toast').filter({ hasText: '资料已更新' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(signature).waitFor();
    await close();
    expect(errors).toEqual([]);
  });

  it('refuses a file that is not a picture before uploading it', async () => {
    const user = await registerOn(own.server.url);
    const { page, close } = await openAt(own.browser, own.server.url);
    await loginAs(page, user);
    await go(page, '/user');
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().includes('uploadAvatar')) uploads++;
    });
    await page.getByLabel('上传头像').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await toastSaying(page, '请选择 JPG、PNG 或 WebP 图片').waitFor();
    expect(uploads).toBe(0);
    await close();
  });

  it('reading a message drops the unread count', async () => {
    const user = await registerOn(own.server.url);
    const { page, close, errors } = await openAt(own.browser, own.server.url);
    await loginAs(page, user);
    await go(page, '/profile');
    // The 消息中心 row's count (the 我的 tab carries one too).
    const inboxCount = () => page.getByRole('link', { name: /消息中心/ }).getByTestId('unread-count');
    const badge = inboxCount();
    await badge.waitFor();
    const before = Number(await badge.innerText());
    expect(before).toBeGreaterThan(0);

    await page.getByRole('link', { name: /消息中心/ }).click();
    const unread = page.locator('[data-testid="message-item"][data-read="false"]').first();
    await unread.waitFor();
    await unread.click();
    await page.waitForURL(/\/msgdetail\?id=\d+/);
    await page.locator('main h2').first().waitFor();

    await go(page, '/message');
    await page
      .getByTestId('message-unread')
      .getByText(before - 1 > 0 ? `${before - 1}条未读消息` : '没有未读消息')
      .waitFor();
    await go(page, '/profile');
    if (before - 1 > 0)
      await inboxCount()
        .getByText(String(before - 1))
        .waitFor();
    else await page.getByText('消息中心').waitFor();
    expect(await inboxCount().count()).toBe(before - 1 > 0 ? 1 : 0);
    await close();
    expect(errors).toEqual([]);
  });
});
