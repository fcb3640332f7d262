// @vitest-environment happy-dom
import { createPortal, memoryStorage, silentLogger } from '@portal/sdk';
import { createFakePortal } from '@portal/sdk/testing';
import { mount } from '@vue/test-utils';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import App from '../src/App.vue';

// No portal server: @portal/sdk/testing answers as the server would, from memory.
const fake = createFakePortal({ users: [{ name: 'demo01', password: 'secret123', coinNum: 35 }] });
const server = setupServer(...fake.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function mountSite() {
  const saved: string[] = [];
  const portal = createPortal({
    portalBaseUrl: 'http://portal.test/portal',
    squareBaseUrl: 'http://portal.test/api',
    storage: memoryStorage(),
    logger: silentLogger,
    platform: {
      locationSearch: () => '',
      saveFile: (url) => {
        saved.push(url);
        return url;
      },
    },
  });
  return { site: mount(App, { props: { portal }, attachTo: document.body }), saved };
}

const until = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 20 });

describe('the Vue channel site on @portal/sdk/testing', () => {
  it('logs in, buys a game after the price confirmation, and lands on login when the session expires', async () => {
    const { site, saved } = mountSite();
    await until(() => expect(site.find('form.login').exists()).toBe(true));

    await site.find('input[name=name]').setValue('demo01');
    await site.find('input[name=password]').setValue('wrong123');
    await site.find('form.login').trigger('submit');
    await until(() => expect(site.find('[role=alert]').text()).toBe('用户名或密码错误'));

    await site.find('input[name=password]').setValue('secret123');
    await site.find('form.login').trigger('submit');
    await until(() => expect(site.findAll('.games li')).toHaveLength(3));
    expect(site.find('[data-testid=balance]').text()).toBe('35 X钻');
    expect(site.find('[data-app-id="1003"] .price').text()).toBe('10 X钻');

    // A paid game asks first; nothing is spent until the user confirms.
    await site.find('[data-app-id="1002"] button').trigger('click');
    expect(site.find('[data-testid=price]').text()).toBe('下载需要 30 X钻');
    expect(fake.user('demo01').coinNum).toBe(35);
    await site.find('dialog button').trigger('click');
    await until(() => expect(site.find('[data-testid=notice]').text()).toBe('龙之谷传说：购买成功'));
    expect(saved).toEqual(['https://files.example.com/games/1002-android']);
    await until(() => expect(site.find('[data-testid=balance]').text()).toBe('5 X钻'));

    // 5 X钻 left: the next paid game (10 X钻 by default) ends in the balance dialog.
    await site.find('[data-app-id="1003"] button').trigger('click');
    await site.find('dialog button').trigger('click');
    await until(() => expect(site.find('dialog[aria-label=余额不足]').text()).toContain('当前X钻余额不足'));
    await site.find('dialog[aria-label=余额不足] button:last-child').trigger('click');

    // The server no longer takes the token: the SDK logs out and the site shows the login form.
    fake.expireSessions();
    // Bought already: it downloads with no dialog, and the server's answer is the expiry.
    expect(site.find('[data-app-id="1002"] .price').text()).toBe('已购买');
    await site.find('[data-app-id="1002"] button').trigger('click');
    await until(() => expect(site.find('form.login').exists()).toBe(true));
    expect(site.find('[data-testid=notice]').text()).toBe('登录已失效，请重新登录');
    site.unmount();
  });
});
