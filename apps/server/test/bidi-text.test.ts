// Bidirectional control characters (U+202A-U+202E, U+2066-U+2069) can make a one-line name read in
// another order than it is written; the contract's OneLineText refuses them, long text keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, operatorSession } from './helpers/admin.ts';
import {
  apiCall,
  dbKinds,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

const RLO = '\u202E';
const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe.each(dbKinds)('bidirectional controls in one-line text (%s)', (db) => {
  let t: TestApp;
  let user: Session;

  beforeAll(async () => {
    t = await startTestApp({ db });
    user = await registerUser(t.app);
  });
  afterAll(() => t?.close());

  it('refuses a name with U+202E at registration, and stores no account', async () => {
    const name = `abc${RLO}gpj.exe`;
    const res = await portalPost(t.app, '/user/registerWithName', {
      name,
      password: 'secret123',
      deviceID: 'c'.repeat(32),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: '参数错误：name 不能含有文字方向控制字符', data: null });
    const stored = await t.app.db.selectFrom('users').select('uid').where('name', '=', name).execute();
    expect(stored).toEqual([]);
    for (const c of CONTROLS) {
      const each = await portalPost(t.app, '/user/registerWithName', {
        name: `小明${c}`,
        password: 'secret123',
        deviceID: 'c'.repeat(32),
      });
      expect(each.body.msg, c.codePointAt(0)?.toString(16)).toBe('参数错误：name 不能含有文字方向控制字符');
    }
  });

  it('refuses it in a new name and signature, keeps the old name', async () => {
    const rename = await portalPost(t.app, '/user/center/updateInfo', { name: `新名${RLO}字` }, user);
    expect(rename.body).toEqual({ code: 400, msg: '参数错误：name 不能含有文字方向控制字符', data: null });
    const sign = await portalPost(t.app, '/user/center/updateInfo', { signature: `签名${RLO}` }, user);
    expect(sign.body.msg).toBe('参数错误：signature 不能含有文字方向控制字符');
    const me = await t.app.db
      .selectFrom('users')
      .select('name')
      .where('uid', '=', user.uid)
      .executeTakeFirst();
    expect(me?.name).not.toContain(RLO);
  });

  it('refuses it in a remembered search, so it never reaches 热门搜索', async () => {
    const res = await apiCall(t.app, 'POST', '/v1/square/search/history', {
      session: user,
      body: { keyword: `攻略${RLO}` },
    });
    expect(res.body).toEqual({ code: 400, msg: '参数错误：keyword 不能含有文字方向控制字符', data: null });
  });

  it('keeps it in a post, where the web app shows long text isolated', async () => {
    const tag = await t.app.db
      .insertInto('square_tags')
      .values({ tag: '闲聊', sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await apiCall<{ content: string }>(t.app, 'POST', '/v1/square/post', {
      session: user,
      body: { content: `阿拉伯语 ${RLO}abc`, tagId: tag.id },
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data.content).toBe(`阿拉伯语 ${RLO}abc`);
  });

  it("refuses it in the console's titles, names and reasons", async () => {
    const admin = await operatorSession(t.app, 'admin');
    const book = await adminCall(t.app, 'POST', '/v1/admin/books', admin.token, {
      body: { title: `漫画${RLO}名`, author: '作者', cover: '', intro: '简介', status: 'ongoing', tags: [] },
    });
    expect(book.body).toEqual({ code: 400, msg: '参数错误：title 不能含有文字方向控制字符', data: null });
    const tagged = await adminCall(t.app, 'POST', '/v1/admin/books', admin.token, {
      body: {
        title: '漫画',
        author: '作者',
        cover: '',
        intro: '简介',
        status: 'ongoing',
        tags: [`热血${RLO}`],
      },
    });
    expect(tagged.body.msg).toBe('参数错误：tags.0 不能含有文字方向控制字符');
    const word = await adminCall(t.app, 'POST', '/v1/admin/sensitive-words', admin.token, {
      body: { word: `代${RLO}练` },
    });
    expect(word.body.msg).toBe('参数错误：word 不能含有文字方向控制字符');
    const restrict = await adminCall(t.app, 'POST', `/v1/admin/users/${user.uid}/restrict`, admin.token, {
      body: { kind: 'mute', days: 1, reason: `广告${RLO}` },
    });
    expect(restrict.body.msg).toBe('参数错误：reason 不能含有文字方向控制字符');
  });
});
