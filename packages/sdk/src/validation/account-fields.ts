// The account forms' checks, apart from the post and comment checks that createPortal's publisher
// uses: an app bundling the SDK from source can then leave these with the pages that need them.
import { FieldRules } from '../generated/field-rules.js';
import { checkLength, checkOneLine, type FieldError, lengthError } from './fields.js';

/** 用户名: the contract's UserName (2-16 characters of one-line text). */
export const checkName = (name: string): FieldError =>
  checkLength(name, '用户名', FieldRules.UserName, '请输入用户名') ?? checkOneLine(name, '用户名');

/** 密码: the contract's Password (6-32 characters). */
export const checkPassword = (password: string): FieldError =>
  password ? lengthError(password, '密码', FieldRules.Password) : '请输入密码';

/** The password typed a second time: it must equal the first. */
export const checkPasswordAgain = (password: string, again: string): FieldError =>
  password === again ? null : '两次输入的密码不一致';

/** 手机号: the contract's Phone (mainland mobile number). */
export const checkPhone = (phone: string): FieldError =>
  !phone ? '请输入手机号' : FieldRules.Phone.pattern.test(phone) ? null : '手机号格式不正确';

/** 验证码: the contract's SmsCode (six digits). */
export const checkSmsCode = (code: string): FieldError =>
  !code ? '请输入验证码' : FieldRules.SmsCode.pattern.test(code) ? null : '验证码格式不正确';

/** The first failing check's message, or null when all pass. */
export const firstError = (...results: FieldError[]): FieldError => results.find((r) => r !== null) ?? null;
