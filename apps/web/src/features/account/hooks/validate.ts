import { isPhone } from '../../../lib/portal';

/** Limits from the contract (openapi UserName 2-16, Password 6-32, SmsCode six digits). */
export const NAME_MIN = 2;
export const NAME_MAX = 16;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;

/** Each returns the Chinese message for a bad input, or null when it is fine. */
export function checkName(name: string): string | null {
  const n = name.trim();
  if (!n) return '请输入用户名';
  if ([...n].length < NAME_MIN || [...n].length > NAME_MAX)
    return `用户名长度需为${NAME_MIN}-${NAME_MAX}个字符`;
  if (/\s/.test(n)) return '用户名不能包含空格';
  return null;
}

export function checkPassword(password: string): string | null {
  if (!password) return '请输入密码';
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    return `密码长度需为${PASSWORD_MIN}-${PASSWORD_MAX}位`;
  return null;
}

export function checkPhone(phone: string): string | null {
  if (!phone) return '请输入手机号';
  if (!isPhone(phone)) return '请输入正确的手机号';
  return null;
}

export function checkCode(code: string): string | null {
  if (!code) return '请输入验证码';
  if (!/^\d{6}$/.test(code)) return '验证码为6位数字';
  return null;
}

/** The first failing check's message. */
export function firstError(...results: (string | null)[]): string | null {
  return results.find((r) => r !== null) ?? null;
}
