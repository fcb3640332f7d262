import { describe, expect, it } from 'vitest';
import { checkCode, checkName, checkPassword, checkPhone, firstError } from './validate';

describe('account input checks', () => {
  it('names must be 2-16 characters without spaces (Chinese counts per character)', () => {
    expect(checkName('')).toBe('请输入用户名');
    expect(checkName('a')).toBe('用户名长度需为2-16个字符');
    expect(checkName('小明')).toBeNull();
    expect(checkName('一二三四五六七八九十一二三四五六')).toBeNull();
    expect(checkName('一二三四五六七八九十一二三四五六七')).toBe('用户名长度需为2-16个字符');
    expect(checkName('a b')).toBe('用户名不能包含空格');
  });

  it('passwords must be 6-32 characters', () => {
    expect(checkPassword('')).toBe('请输入密码');
    expect(checkPassword('12345')).toBe('密码长度需为6-32位');
    expect(checkPassword('123456')).toBeNull();
    expect(checkPassword('x'.repeat(33))).toBe('密码长度需为6-32位');
  });

  it('phones are mainland mobile numbers and codes six digits', () => {
    expect(checkPhone('')).toBe('请输入手机号');
    expect(checkPhone('12812345678')).toBe('请输入正确的手机号');
    expect(checkPhone('13812345678')).toBeNull();
    expect(checkCode('')).toBe('请输入验证码');
    expect(checkCode('12345')).toBe('验证码为6位数字');
    expect(checkCode('123456')).toBeNull();
  });

  it('reports the first failing check', () => {
    expect(firstError(null, '请输入密码', '请输入手机号')).toBe('请输入密码');
    expect(firstError(null, null)).toBeNull();
  });
});
