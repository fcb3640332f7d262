import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

// The server's render of the announcement popup: the browser keeps this HTML when it hydrates.
describe('server-side sanitizer', () => {
  it('keeps the rich text an announcement is written in', () => {
    const rich = '<p style="text-align:center">平台已更新至 <strong>2.16.0</strong></p>';
    expect(sanitizeHtml(rich)).toBe(rich);
    expect(sanitizeHtml('<img src="/files/a.webp" alt="图">')).toBe('<img src="/files/a.webp" alt="图" />');
  });

  it('drops scripts, handlers, javascript: links and styles that could cover the page', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">正文</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">链接</a><span style="position:fixed;inset:0">罩</span><iframe src="https://evil.example"></iframe>',
    );
    expect(out).toBe('<p>正文</p><img src="x" /><a>链接</a><span>罩</span>');
  });
});
