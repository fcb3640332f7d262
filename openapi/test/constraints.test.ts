// The constraints a partner's request or a server's answer is held to.
import { describe, expect, it } from 'vitest';
import { componentValidator, errorsOf } from './contract.ts';

function accepts(schema: string, value: unknown): boolean {
  return componentValidator(schema)(value);
}

const device = '3f2b6c1e9a4d4e0f8b7c6d5e4f3a2b1c';

describe('request constraints', () => {
  it('limits names to 2-16 characters and passwords to 6-32', () => {
    expect(accepts('RegisterWithNameRequest', { name: '小明', password: 'secret' })).toBe(true);
    expect(accepts('RegisterWithNameRequest', { name: '明', password: 'secret' })).toBe(false);
    expect(accepts('RegisterWithNameRequest', { name: 'a'.repeat(17), password: 'secret' })).toBe(false);
    expect(accepts('RegisterWithNameRequest', { name: '小明', password: '12345' })).toBe(false);
    expect(accepts('RegisterWithNameRequest', { name: '小明', password: 'p'.repeat(33) })).toBe(false);
    expect(accepts('LoginRequest', { name: '小明' })).toBe(false);
  });

  it('takes mainland mobile numbers and six-digit SMS codes only', () => {
    expect(accepts('LoginWithPhoneRequest', { phone: '13812345678', code: '123456' })).toBe(true);
    for (const phone of ['12812345678', '1381234567', '138123456789', '23812345678']) {
      expect(accepts('LoginWithPhoneRequest', { phone, code: '123456' }), phone).toBe(false);
    }
    expect(accepts('LoginWithPhoneRequest', { phone: '13812345678', code: '12345' })).toBe(false);
    expect(accepts('LoginWithPhoneRequest', { phone: '13812345678', code: '12345a' })).toBe(false);
    expect(accepts('SmsCodeRequest', { phone: '13812345678', scene: 'login' })).toBe(true);
    expect(accepts('SmsCodeRequest', { phone: '13812345678', scene: 'pay' })).toBe(false);
  });

  it('holds device init to h5 / osType 3 and a 32-hex device id', () => {
    const body = { appID: 2008, channelID: '0', deviceID: device, deviceType: 'h5', osType: 3 };
    expect(accepts('DeviceInitRequest', body)).toBe(true);
    expect(accepts('DeviceInitRequest', { ...body, deviceType: 'android' })).toBe(false);
    expect(accepts('DeviceInitRequest', { ...body, osType: 1 })).toBe(false);
    expect(accepts('DeviceInitRequest', { ...body, deviceID: '3f2b6c1e-9a4d-4e0f-8b7c-6d5e4f3a2b1c' })).toBe(
      false,
    );
  });

  it('accepts platformType 1 (Android) and 2 (iOS) only', () => {
    expect(accepts('DownloadRequest', { platformType: 1 })).toBe(true);
    expect(accepts('DownloadRequest', { platformType: 2 })).toBe(true);
    expect(accepts('DownloadRequest', { platformType: 3 })).toBe(false);
    expect(accepts('DownloadRequest', {})).toBe(false);
  });

  it('limits post content to 1-2000 characters and 9 images, comments to 1-500', () => {
    expect(accepts('PostCreateRequest', { content: '你好', tagId: 1 })).toBe(true);
    expect(accepts('PostCreateRequest', { content: '', tagId: 1 })).toBe(false);
    expect(accepts('PostCreateRequest', { content: 'x'.repeat(2001), tagId: 1 })).toBe(false);
    expect(accepts('PostCreateRequest', { content: 'x'.repeat(2000), tagId: 1 })).toBe(true);
    const image = { url: '/files/a.png', width: 1, height: 1 };
    expect(accepts('PostCreateRequest', { content: 'x', tagId: 1, images: Array(10).fill(image) })).toBe(
      false,
    );
    expect(accepts('CommentCreateRequest', { content: 'x'.repeat(500) })).toBe(true);
    expect(accepts('CommentCreateRequest', { content: 'x'.repeat(501) })).toBe(false);
    expect(accepts('CommentCreateRequest', { content: '' })).toBe(false);
    expect(accepts('CommentCreateRequest', { content: '回复', replyCommentId: 7 })).toBe(true);
  });

  it('allows the fields clients add (appID, channelID) and unknown ones', () => {
    const validate = componentValidator('LoginRequest');
    const ok = validate({ name: '小明', password: 'secret', appID: 2008, channelID: '0', extra: 'kept' });
    expect(ok, errorsOf(validate)).toBe(true);
  });

  it('bounds paging and sort', () => {
    expect(accepts('PageRequest', { currentPage: 1, pageSize: 100 })).toBe(true);
    expect(accepts('PageRequest', { currentPage: 0 })).toBe(false);
    expect(accepts('PageRequest', { pageSize: 101 })).toBe(false);
    expect(accepts('Sort', 2)).toBe(true);
    expect(accepts('Sort', 3)).toBe(false);
  });
});

describe('answer constraints', () => {
  const game = {
    id: 2101,
    appID: 2101,
    name: '星海',
    icon: '',
    cover: '',
    type: 1,
    typeName: '角色扮演',
    tags: [],
    size: 1,
    version: '1.0.0',
    onlineType: 0,
    buyAmount: 0,
    downloadCount: 0,
    score: 8,
    intro: '',
    bought: false,
    upcoming: false,
    releaseTime: null,
    reservationCount: 0,
    reserved: false,
  };

  it('holds onlineType to 0|1 and levelType to integers >= 0', () => {
    expect(accepts('Game', game)).toBe(true);
    expect(accepts('Game', { ...game, onlineType: 2 })).toBe(false);
    expect(accepts('LevelType', 0)).toBe(true);
    expect(accepts('LevelType', 3)).toBe(true);
    expect(accepts('LevelType', -1)).toBe(false);
    expect(accepts('LevelType', 1.5)).toBe(false);
  });

  it('requires every Account field the client stores', () => {
    const account = {
      accountType: 0,
      age: '',
      loginName: 'a',
      name: 'a',
      needBind: 0,
      needRealName: 0,
      newAccount: 1,
      sex: 0,
      token: 'abcdefghijklmnopqrstuvwxyz',
      uid: '10001',
    };
    expect(accepts('Account', account)).toBe(true);
    const { token: _dropped, ...withoutToken } = account;
    expect(accepts('Account', withoutToken)).toBe(false);
    expect(accepts('Account', { ...account, uid: 10001 })).toBe(false);
  });

  it('only lets a download answer carry an http(s) address', () => {
    expect(accepts('DownloadUrlAnswer', { code: 0, msg: 'ok', data: 'https://x.example/a.apk' })).toBe(true);
    expect(accepts('DownloadUrlAnswer', { code: 0, msg: 'ok', data: 'javascript:alert(1)' })).toBe(false);
  });

  it('keeps business refusal codes to the documented list', () => {
    expect(accepts('Refusal', { code: 1001, msg: '当前X钻余额不足', data: null })).toBe(true);
    expect(accepts('Refusal', { code: 0, msg: 'ok', data: null })).toBe(false);
    expect(accepts('ErrorAnswer', { code: 500, msg: '服务器内部错误' })).toBe(true);
    expect(accepts('ErrorAnswer', { code: 418, msg: 'teapot' })).toBe(false);
  });
});
