import { FieldRules } from '../generated/field-rules.js';

/** A validator's verdict: the Chinese message for a bad value (as the server words it), or null. */
export type FieldError = string | null;

interface Length {
  minLength: number;
  maxLength: number;
}

// Counted in code points, as the server's schema check counts them (an emoji is one character).
const length = (value: string) => [...value].length;

function lengthError(value: string, label: string, rule: Length): FieldError {
  const n = length(value);
  return n < rule.minLength || n > rule.maxLength
    ? `${label}长度需在 ${rule.minLength}-${rule.maxLength} 之间`
    : null;
}

/** Blank text is asked for rather than measured. */
const checkLength = (value: string, label: string, rule: Length, empty: string): FieldError =>
  value.trim() ? lengthError(value, label, rule) : empty;

/** 用户名: the contract's UserName (2-16 characters). */
export const checkName = (name: string): FieldError =>
  checkLength(name, '用户名', FieldRules.UserName, '请输入用户名');

/** 密码: the contract's Password (6-32 characters). */
export const checkPassword = (password: string): FieldError =>
  password ? lengthError(password, '密码', FieldRules.Password) : '请输入密码';

/** 手机号: the contract's Phone (mainland mobile number). */
export const checkPhone = (phone: string): FieldError =>
  !phone ? '请输入手机号' : FieldRules.Phone.pattern.test(phone) ? null : '手机号格式不正确';

/** 验证码: the contract's SmsCode (six digits). */
export const checkSmsCode = (code: string): FieldError =>
  !code ? '请输入验证码' : FieldRules.SmsCode.pattern.test(code) ? null : '验证码格式不正确';

/** A post's text: the contract's PostCreateRequest.content (1-2000 characters). */
export const checkPostContent = (content: string): FieldError =>
  checkLength(content, '内容', FieldRules.PostContent, '请输入内容');

/** A comment's text: the contract's CommentCreateRequest.content (1-500 characters). */
export const checkCommentContent = (content: string): FieldError =>
  checkLength(content, '评论', FieldRules.CommentContent, '请输入评论内容');

/** The first failing check's message, or null when all pass. */
export const firstError = (...results: FieldError[]): FieldError => results.find((r) => r !== null) ?? null;
