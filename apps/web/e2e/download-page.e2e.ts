import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, dismissAnnouncement, launch, MOBILE, openPage, waitForLayout } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the app download page', () => {
  it('offers Android and iOS packages of version 2.16.0 that the server really hosts', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE);
    await page.goto('/download');
    await waitForLayout(page);
    await dismissAnnouncement(page);
    const release = await page.getByTestId('app-release').innerText();
    expect(release).toContain('版本 2.16.0');
    expect(release).toContain('大小 2.0 MB');

    const android = page.getByTestId('app-download-android');
    const ios = page.getByTestId('app-download-ios');
    expect(await android.innerText()).toContain('Android 下载');
    expect(await ios.innerText()).toContain('iOS 下载');
    expect(await android.isVisible()).toBe(true);
    expect(await ios.isVisible()).toBe(true);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/download-375.png`, fullPage: true });

    const hrefs = [await android.getAttribute('href'), await ios.getAttribute('href')];
    expect(hrefs).toEqual(['/files/app/xzuan-2.16.0.apk', '/files/app/xzuan-2.16.0.ipa']);
    for (const href of hrefs) {
      const res = await fetch(new URL(href ?? '', baseURL()));
      expect(res.status).toBe(200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      // A ZIP container (what .apk and .ipa are), as large as the page says.
      expect(String.fromCharCode(...bytes.subarray(0, 2))).toBe('PK');
      expect((bytes.length / 1024 / 1024).toFixed(1)).toBe('2.0');
    }

    // Clicking really downloads the file under its versioned asset name.
    const download = page.waitForEvent('download');
    await android.click();
    expect((await download).suggestedFilename()).toBe('xzuan-2.16.0.apk');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the decorative side panels on desktop', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto('/download');
    await waitForLayout(page);
    await page.getByTestId('side-panels').waitFor();
    expect(await page.getByTestId('app-download-ios').isVisible()).toBe(true);
    await context.close();
  });
});
