import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDraft } from './use-draft';

const image = { url: '/files/square/a.png', width: 750, height: 1000 };

describe('post draft', () => {
  beforeEach(() => localStorage.clear());

  it('comes back after the editor is left and opened again, per user', async () => {
    const first = renderHook(() => useDraft('10001'));
    await waitFor(() => expect(first.result.current.ready).toBe(true));
    expect(first.result.current.restored).toBe(false);
    act(() =>
      first.result.current.setDraft((d) => ({ ...d, content: '写到一半', tagId: 3, images: [image] })),
    );
    first.unmount();

    const again = renderHook(() => useDraft('10001'));
    await waitFor(() => expect(again.result.current.restored).toBe(true));
    expect(again.result.current.draft).toEqual({
      content: '写到一半',
      tagId: 3,
      images: [image],
      video: null,
    });

    const other = renderHook(() => useDraft('10002'));
    await waitFor(() => expect(other.result.current.ready).toBe(true));
    expect(other.result.current.draft.content).toBe('');
  });

  it('is forgotten once the post is published, and an emptied draft is not kept', async () => {
    const a = renderHook(() => useDraft('1'));
    await waitFor(() => expect(a.result.current.ready).toBe(true));
    act(() => a.result.current.setDraft((d) => ({ ...d, content: '发出去了' })));
    act(() => a.result.current.clear());
    a.unmount();
    const b = renderHook(() => useDraft('1'));
    await waitFor(() => expect(b.result.current.ready).toBe(true));
    expect(b.result.current.restored).toBe(false);
    act(() => b.result.current.setDraft((d) => ({ ...d, content: '再写' })));
    act(() => b.result.current.setDraft((d) => ({ ...d, content: '  ' })));
    b.unmount();
    const c = renderHook(() => useDraft('1'));
    await waitFor(() => expect(c.result.current.ready).toBe(true));
    expect(c.result.current.restored).toBe(false);
  });
});
