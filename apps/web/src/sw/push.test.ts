import { describe, expect, it } from 'vitest';
import { appPath, noticeOf } from './push';

describe('a pushed message as the service worker reads it', () => {
  it('shows what the server sent', () => {
    const sent = { title: '新回复', body: '张三回复了你', url: '/post/7', tag: 'reply:7' };
    expect(noticeOf(JSON.stringify(sent))).toEqual(sent);
  });
  it('opens only pages of this site', () => {
    expect(appPath('/readbook/3/12')).toBe('/readbook/3/12');
    for (const elsewhere of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      7,
    ])
      expect(appPath(elsewhere)).toBe('/');
  });
  it('shows a message that is not JSON as text under the app name', () => {
    expect(noticeOf('测试消息')).toEqual({ title: 'X钻乐园', body: '测试消息', url: '/', tag: '' });
    expect(noticeOf('{"body":"只有正文"}')).toMatchObject({ title: 'X钻乐园', body: '只有正文', url: '/' });
  });
});
