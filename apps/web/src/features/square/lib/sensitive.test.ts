import { describe, expect, it } from 'vitest';
import { findSensitiveWords, maskSensitive } from './sensitive';

const words = ['赌博', '外挂', '刷钻', 'VPN'];

describe('sensitive words before sending', () => {
  it('lists each listed word found in the text once, ignoring case', () => {
    expect(findSensitiveWords(words, '听说有外挂可以刷钻，外挂别信')).toEqual(['外挂', '刷钻']);
    expect(findSensitiveWords(words, '翻墙用vpn')).toEqual(['VPN']);
    expect(findSensitiveWords(words, '今天天气不错')).toEqual([]);
  });

  it('shows the text as the server will store it: one * per character', () => {
    expect(maskSensitive(words, '听说有外挂可以刷钻')).toBe('听说有**可以**');
    expect(maskSensitive(words, 'vpn+赌博')).toBe('***+**');
    expect(maskSensitive([], '外挂')).toBe('外挂');
  });

  it('masks the longest word first when words overlap', () => {
    expect(maskSensitive(['刷', '刷钻'], '刷钻')).toBe('**');
  });
});
