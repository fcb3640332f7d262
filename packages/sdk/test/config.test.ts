import { describe, expect, it } from 'vitest';
import { platformTypeFromUserAgent } from '../src/helpers.js';
import { createPortal, DEFAULTS, PHONE_AUTO_REGISTER_KEY } from '../src/index.js';

describe('config defaults (appID 2008, channelID 0, the documented timeouts)', () => {
  it('appID 2008, channelID "0", phone auto-register 1, light theme, version 2.16.0, 30 s, /api and /portal', () => {
    const { config } = createPortal({ baseUrl: 'https://portal.example.com' });
    expect(config).toMatchObject({
      appID: 2008,
      channelID: '0',
      otherConfig: { 'ug.phone.login.auto.register': 1 },
      theme: 'light',
      version: '2.16.0',
      timeoutMs: 30_000,
      squareBaseUrl: 'https://portal.example.com/api',
      portalBaseUrl: 'https://portal.example.com/portal',
      pendingWarnAt: 20,
    });
    expect(config.appTitle).toBe('X钻乐园'); // the web app's title, so hosts and SDK agree
    expect(PHONE_AUTO_REGISTER_KEY).toBe('ug.phone.login.auto.register');
    expect(DEFAULTS.defaultPrice).toBe(10);
  });
  it('takes every value from the host', () => {
    const { config } = createPortal({
      baseUrl: 'https://portal.example.com',
      appID: 3000,
      channelID: '12',
      appTitle: '合作站',
      version: '3.0.0',
      timeoutMs: 5000,
      otherConfig: { extra: 'x' },
    });
    expect(config).toMatchObject({
      appID: 3000,
      channelID: '12',
      appTitle: '合作站',
      version: '3.0.0',
      timeoutMs: 5000,
    });
    expect(config.otherConfig).toEqual({ 'ug.phone.login.auto.register': 1, extra: 'x' });
  });
});

describe('platform type from the user agent', () => {
  it('is 2 for iOS devices', () => {
    for (const ua of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X)',
      'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)',
    ]) {
      expect(platformTypeFromUserAgent(ua)).toBe(2);
    }
  });
  it('is 1 for Android and anything else', () => {
    expect(platformTypeFromUserAgent('Mozilla/5.0 (Linux; Android 15; Pixel 9)')).toBe(1);
    expect(platformTypeFromUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe(1);
    expect(platformTypeFromUserAgent('')).toBe(1);
  });
});
