import { FieldRules } from '../generated/field-rules.js';

/** A validator's verdict: the Chinese message for a bad value (as the server words it), or null. */
export type FieldError = string | null;

interface Length {
  minLength: number;
  maxLength: number;
}

// Counted in code points, as the server's schema check counts them (an emoji is one character).
const length = (value: string) => [...value].length;

export function lengthError(value: string, label: string, rule: Length): FieldError {
  const n = length(value);
  return n < rule.minLength || n > rule.maxLength
    ? `${label}长度需在 ${rule.minLength}-${rule.maxLength} 之间`
    : null;
}

/**
 * One-line text (names, titles): the contract's OneLineText, no bidirectional control characters
 * (U+202A-U+202E, U+2066-U+2069), which would make it read in another order than it was written.
 */
export const checkOneLine = (value: string, label: string): FieldError =>
  FieldRules.OneLineText.pattern.test(value) ? null : `${label}不能含有文字方向控制字符`;

/** Blank text is asked for rather than measured. */
export const checkLength = (value: string, label: string, rule: Length, empty: string): FieldError =>
  value.trim() ? lengthError(value, label, rule) : empty;

/** A post's text: the contract's PostCreateRequest.content (1-2000 characters). */
export const checkPostContent = (content: string): FieldError =>
  checkLength(content, '内容', FieldRules.PostContent, '请输入内容');

/** A comment's text: the contract's CommentCreateRequest.content (1-500 characters). */
export const checkCommentContent = (content: string): FieldError =>
  checkLength(content, '评论', FieldRules.CommentContent, '请输入评论内容');

/** Longest 个性签名 the server takes: the contract's UpdateInfoRequest.signature. */
export const SIGNATURE_MAX_LENGTH: number = FieldRules.Signature.maxLength;

/** A signature (may be empty): at most SIGNATURE_MAX_LENGTH characters, on one line of reading order. */
export const checkSignature = (signature: string): FieldError =>
  length(signature) > SIGNATURE_MAX_LENGTH
    ? `签名最多${SIGNATURE_MAX_LENGTH}个字`
    : checkOneLine(signature, '签名');
