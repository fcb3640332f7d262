import { FieldRules } from '../generated/field-rules.js';

/**
 * The console's client-side checks, worded as the server words its refusals; the server checks the
 * same things again, so these only save a round trip.
 */

/**
 * Shortest and longest reason a destructive or money action must give (the audit log keeps it): the
 * console asks for two characters at least, the contract's ModerationReason bounds the rest.
 */
export const REASON_LENGTH = { min: 2, max: FieldRules.ModerationReason.maxLength } as const;

/** A refund, correction, hide, delete, mute or ban needs a reason: null when it is acceptable. */
export function checkReason(reason: string): string | null {
  const text = reason.trim();
  if (!text) return '请填写原因';
  if (text.length < REASON_LENGTH.min || text.length > REASON_LENGTH.max)
    return `原因长度需在 ${REASON_LENGTH.min}-${REASON_LENGTH.max} 之间`;
  return null;
}

/** A required text field of at most `max` characters: null when it is acceptable. */
export function checkRequired(label: string, value: string, max = 100): string | null {
  const text = value.trim();
  if (!text) return `请填写${label}`;
  if (text.length > max) return `${label}不能超过 ${max} 个字`;
  return null;
}

/** An X钻 amount: a whole number from `min` (0 for free) up to 1,000,000. */
export function checkAmount(label: string, value: string, min = 0): string | null {
  const text = value.trim();
  if (!text) return `请填写${label}`;
  if (!/^\d+$/.test(text)) return `${label}需为整数`;
  const n = Number(text);
  if (n < min || n > 1_000_000) return `${label}需在 ${min}-1000000 之间`;
  return null;
}

/** An http(s) address (download links, banner targets): null when it is acceptable. */
export function checkLink(label: string, value: string): string | null {
  const text = value.trim();
  if (!text) return `请填写${label}`;
  return /^(\/|https?:\/\/)\S*$/.test(text) ? null : `${label}需以 / 或 http 开头`;
}

/** The first error of a form's checks, or null when every field is acceptable. */
export function firstProblem(errors: Record<string, string | null>): string | null {
  return Object.values(errors).find((e) => e) ?? null;
}

/** A version label such as 1.2.0 (digits, letters, dots, dashes; the contract's AdminGameInput.version). */
export function checkVersion(value: string): string | null {
  const text = value.trim();
  if (!text) return '请填写版本号';
  if (text.length > FieldRules.GameVersion.maxLength)
    return `版本号不能超过 ${FieldRules.GameVersion.maxLength} 个字`;
  return /^[0-9A-Za-z.-]+$/.test(text) ? null : '版本号只能包含数字、字母、点和横线';
}

/** A score from 0 to 10 (one decimal is enough); empty is allowed. */
export function checkScore(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const n = Number(text);
  return /^\d+(\.\d+)?$/.test(text) && n >= 0 && n <= 10 ? null : '评分需在 0-10 之间';
}

/** Up to 10 tags of at most 16 characters each. */
export function checkTags(tags: string[]): string | null {
  if (tags.length > 10) return '标签最多 10 个';
  return tags.some((t) => t.length > 16) ? '每个标签不能超过 16 个字' : null;
}

/** A time range: both given and the end after the start. */
export function checkTimeRange(start: string, end: string): string | null {
  if (!start || !end) return '请填写开始和结束时间';
  return Date.parse(end) > Date.parse(start) ? null : '结束时间需晚于开始时间';
}

/** Gift codes, one per line: 1-1000 codes of 4-32 letters, digits or dashes, none twice. */
export function checkGiftCodes(codes: string[]): string | null {
  if (codes.length === 0) return '请至少填写一个兑换码';
  if (codes.length > 1000) return '一次最多 1000 个兑换码';
  const bad = codes.find((c) => !/^[A-Za-z0-9-]{4,32}$/.test(c));
  if (bad) return `兑换码格式不正确: ${bad}`;
  return new Set(codes).size === codes.length ? null : '兑换码有重复';
}

/** An operator's login name: the contract's OperatorCreateRequest.name, letters, digits, Chinese, dot, dash or underscore. */
export function checkOperatorName(value: string): string | null {
  const text = value.trim();
  const { minLength, maxLength } = FieldRules.OperatorName;
  if (text.length < minLength || text.length > maxLength)
    return `账号长度需在 ${minLength}-${maxLength} 之间`;
  return /^[A-Za-z0-9_.\-\u4e00-\u9fa5]+$/.test(text)
    ? null
    : '账号只能包含字母、数字、中文、点、横线和下划线';
}

/** An operator's password: the contract's OperatorCreateRequest.password. */
export function checkOperatorPassword(value: string): string | null {
  const { minLength, maxLength } = FieldRules.OperatorPassword;
  return value.length < minLength || value.length > maxLength
    ? `密码长度需在 ${minLength}-${maxLength} 之间`
    : null;
}

/** A ledger correction: a non-zero whole number of X钻 between -1,000,000 and 1,000,000. */
export function checkCorrection(value: string): string | null {
  const text = value.trim();
  if (!/^-?\d+$/.test(text)) return '调整数量需为整数';
  const n = Number(text);
  if (n === 0) return '调整数量不能为 0';
  return Math.abs(n) > 1_000_000 ? '调整数量需在 -1000000 到 1000000 之间' : null;
}
