import { describe, expect, it } from 'vitest';
import { normalizeBaseUrl } from '../src/args.js';
import { stateFileFor } from '../src/context.js';
import { EXIT_USAGE } from '../src/failure.js';
import { confirmAction } from '../src/sandbox.js';

describe('command-line values', () => {
  it('accepts a base URL with a trailing slash or a path prefix, and refuses other schemes', () => {
    expect(normalizeBaseUrl('http://127.0.0.1:8000/')).toBe('http://127.0.0.1:8000');
    expect(normalizeBaseUrl('https://partner.example.com/portal-a/')).toBe(
      'https://partner.example.com/portal-a',
    );
    expect(() => normalizeBaseUrl('ftp://example.com')).toThrow(
      expect.objectContaining({
        exitCode: EXIT_USAGE,
        message: expect.stringContaining('只支持 http 或 https'),
      }),
    );
    expect(() => normalizeBaseUrl('not a url')).toThrow(expect.objectContaining({ exitCode: EXIT_USAGE }));
  });

  it('keeps one session file per server, so one server never gets another one’s token', () => {
    const a = stateFileFor('/state', 'http://127.0.0.1:8000');
    const b = stateFileFor('/state', 'http://127.0.0.1:8001');
    expect(a).toBe('/state/127.0.0.1_8000.json');
    expect(b).not.toBe(a);
    expect(stateFileFor('/state', 'http://127.0.0.1:8000', '.smoke')).toBe(
      '/state/127.0.0.1_8000.smoke.json',
    );
  });

  it('finds the confirm form of a sandbox page, not the cancel one', () => {
    const page = `<form method="post" action="/pay/sandbox/R1/cancel"><button>取消</button></form>
<form method="post" action="/pay/sandbox/R1/confirm"><button>确认支付</button></form>`;
    expect(confirmAction(page)).toBe('/pay/sandbox/R1/confirm');
    expect(confirmAction('<h1>订单已支付</h1><a href="/recharge">返回充值</a>')).toBeUndefined();
  });
});
