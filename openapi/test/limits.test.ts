// The limits and product constants every package reads (`@portal/openapi/limits`, the SDK's FieldRules):
// the values the contract's validation holds requests to, and the words its examples answer with.
import { describe, expect, it } from 'vitest';
import { FieldRules } from '../generated/limits.js';
import { loadContract } from '../index.js';
import { componentValidator } from './contract.ts';

const accepts = (schema: string, value: unknown): boolean => componentValidator(schema)(value);

describe('limits from the contract', () => {
  it('are the lengths the validation refuses past', () => {
    const at = (n: number) => 'a'.repeat(n);
    expect(accepts('SearchRecordRequest', { keyword: at(FieldRules.SearchKeyword.maxLength) })).toBe(true);
    expect(accepts('SearchRecordRequest', { keyword: at(FieldRules.SearchKeyword.maxLength + 1) })).toBe(
      false,
    );
    const book = { title: '书', author: '作者', cover: '/files/a.png', intro: '', status: 'ongoing' };
    expect(accepts('AdminBookInput', { ...book, title: at(FieldRules.BookTitle.maxLength) })).toBe(true);
    expect(accepts('AdminBookInput', { ...book, title: at(FieldRules.BookTitle.maxLength + 1) })).toBe(false);
    expect(accepts('AdminBookInput', { ...book, cover: at(FieldRules.ImageAddress.maxLength + 1) })).toBe(
      false,
    );
    expect(accepts('Signature', at(FieldRules.Signature.maxLength))).toBe(true);
    expect(accepts('Signature', at(FieldRules.Signature.maxLength + 1))).toBe(false);
  });

  it('word the make-up refusals as the contract answers them', () => {
    const contract = loadContract() as { paths: Record<string, unknown> };
    const text = JSON.stringify(contract.paths['/user/checkin/makeup']);
    expect(FieldRules.CheckinMakeup.monthlyLimit).toBe(3);
    for (const message of Object.values(FieldRules.CheckinMakeup.messages)) expect(text).toContain(message);
  });

  it('name upload sizes in bytes and say them in MB', () => {
    expect(FieldRules.AvatarUpload.maxBytes).toBe(2 * 1024 * 1024);
    expect(FieldRules.AvatarUpload.messages.tooLarge).toBe('头像不能超过2MB');
    expect(FieldRules.MediaUpload.messages.videoTooLarge).toBe('视频不能超过50MB');
  });
});
