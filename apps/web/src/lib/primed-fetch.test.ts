import { describe, expect, it, vi } from 'vitest';
import { callKey, FIRST_SCREEN_ID, PrimedAnswers, primedFetch, takePrimedAnswers } from './primed-fetch';

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
  body: new URLSearchParams(fields).toString(),
});

describe('callKey', () => {
  it('is the same whatever order the fields come in', () => {
    const a = callKey(
      'post',
      '/portal/web/game/list',
      new URLSearchParams('pageSize=20&currentPage=1&appID=2008'),
    );
    const b = callKey(
      'POST',
      '/portal/web/game/list',
      new URLSearchParams('appID=2008&currentPage=1&pageSize=20'),
    );
    expect(a).toBe(b);
    expect(a).toBe('POST /portal/web/game/list?appID=2008&currentPage=1&pageSize=20');
    expect(callKey('GET', '/api/v1/square/tag/list', new URLSearchParams())).toBe(
      'GET /api/v1/square/tag/list',
    );
  });
});

describe('primedFetch', () => {
  const network = () => vi.fn(async (_r: Request) => new Response('{"code":0,"data":"network"}'));

  it('answers a declared guest call from the page once, then goes to the network', async () => {
    const base = network();
    const answers = new PrimedAnswers([
      ['POST /portal/web/game/list?appID=2008&currentPage=1&pageSize=20', { code: 0, data: 'embedded' }],
    ]);
    const f = primedFetch(base, answers);
    const req = () =>
      new Request('http://x/portal/web/game/list', form({ currentPage: '1', pageSize: '20', appID: '2008' }));
    expect(await (await f(req())).json()).toEqual({ code: 0, data: 'embedded' });
    expect(base).not.toHaveBeenCalled();
    expect(await (await f(req())).json()).toEqual({ code: 0, data: 'network' });
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('matches GET calls by their query and leaves other pages of a list to the network', async () => {
    const base = network();
    const answers = new PrimedAnswers([
      ['GET /api/v1/square/post/list?currentPage=1&pageSize=10', { code: 0 }],
    ]);
    const f = primedFetch(base, answers);
    await f(new Request('http://x/api/v1/square/post/list?currentPage=2&pageSize=10'));
    expect(base).toHaveBeenCalledTimes(1);
    expect(
      await (await f(new Request('http://x/api/v1/square/post/list?pageSize=10&currentPage=1'))).json(),
    ).toEqual({
      code: 0,
    });
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('never answers a signed-in call or a stale one from the page', async () => {
    let clock = 0;
    const base = network();
    const key = 'GET /api/v1/square/tag/list';
    const f = primedFetch(base, new PrimedAnswers([[key, { code: 0 }]], () => clock));
    await f(new Request('http://x/api/v1/square/tag/list', { headers: { 'UG-Token': 't' } }));
    expect(base).toHaveBeenCalledTimes(1);
    clock = 60_001;
    await f(new Request('http://x/api/v1/square/tag/list'));
    expect(base).toHaveBeenCalledTimes(2);
  });
});

describe('takePrimedAnswers', () => {
  it('reads the data block once and removes it', () => {
    document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_ID}">{"GET /a":{"code":0}}</script>`;
    expect(takePrimedAnswers(document).get('GET /a')).toEqual({ code: 0 });
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(takePrimedAnswers(document).size).toBe(0);
  });

  it('treats a broken block as no answers', () => {
    document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_ID}">{oops</script>`;
    expect(takePrimedAnswers(document).size).toBe(0);
  });
});
