import { useToastStore } from '@portal/ui/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_DRAFT } from '../hooks/use-draft';
import { pickAllowed } from './pick-allowed';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const config = { maxImages: 9, imageMaxMB: 5, videoMaxMB: 50 };
const toasts = () => useToastStore.getState().items.map((t) => t.message);
const image = { url: '/files/a.png', width: 10, height: 10 };

describe('which picked files are uploaded', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ items: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps pictures up to nine in all, counting those already added', () => {
    const draft = {
      ...EMPTY_DRAFT,
      images: Array.from({ length: 7 }, (_, i) => ({ ...image, url: `/f/${i}` })),
    };
    const picked = [1, 2, 3].map((i) => file(`${i}.png`, 'image/png', 10));
    expect(pickAllowed(picked, draft, [], config).map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(toasts()).toEqual(['最多添加9张图片']);
  });

  it('takes one video only, and none when the draft has one', () => {
    const two = [file('a.mp4', 'video/mp4', 10), file('b.webm', 'video/webm', 10)];
    expect(pickAllowed(two, EMPTY_DRAFT, [], config).map((f) => f.name)).toEqual(['a.mp4']);
    const withVideo = {
      ...EMPTY_DRAFT,
      video: { url: '/v.mp4', thumbnail: '/v.png', width: 1, height: 1, duration: 1 },
    };
    expect(pickAllowed([file('c.mp4', 'video/mp4', 10)], withVideo, [], config)).toEqual([]);
    const uploading = [{ id: 1, kind: 'video' as const, preview: '', size: 1, stage: '' }];
    expect(pickAllowed([file('d.mp4', 'video/mp4', 10)], EMPTY_DRAFT, uploading, config)).toEqual([]);
  });

  it('refuses files over the size caps and anything that is not a picture or video', () => {
    const picked = [
      file('big.png', 'image/png', 5 * MB + 1),
      file('ok.png', 'image/png', 5 * MB),
      file('doc.pdf', 'application/pdf', 10),
    ];
    expect(pickAllowed(picked, EMPTY_DRAFT, [], config).map((f) => f.name)).toEqual(['ok.png']);
    expect(toasts()).toEqual(['图片不能超过5MB，只支持图片和视频']);
  });
});
