import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type AdminSchemas, admin } from '../../lib/admin';
import { ReportsPanel } from './reports-panel';

type Target = AdminSchemas['AdminReportTarget'];

const post: Target = {
  targetType: 'post',
  targetId: '42',
  targetUid: '10001',
  authorName: '小明',
  postId: 42,
  content: '加微信领福利',
  images: [],
  reporters: 5,
  reasons: [
    { reason: '垃圾广告', count: 4 },
    { reason: '其他', count: 1 },
  ],
  details: ['反复发广告链接'],
  firstReportTime: '2026-11-21T08:00:00.000Z',
  lastReportTime: '2026-11-21T09:00:00.000Z',
  hidden: true,
};
const user: Target = {
  ...post,
  targetType: 'user',
  targetId: '10002',
  targetUid: '10002',
  authorName: '小红',
  postId: null,
  content: '小红',
  reporters: 1,
  reasons: [{ reason: '辱骂攻击', count: 1 }],
  details: [],
  hidden: false,
};

const review: Target = {
  ...post,
  targetType: 'review',
  targetId: '7',
  postId: null,
  content: '★ 刷屏广告 加群',
  reporters: 5,
};

/** The console's client answering the queue and recording each decision sent. */
function serve(records: Target[] = [post, user]) {
  const sent: { target: { targetType: string; targetId: string }; body: unknown }[] = [];
  vi.spyOn(admin, 'listReports').mockResolvedValue({
    data: { records, total: records.length, currentPage: 1, pageSize: 20 },
    error: null,
  });
  vi.spyOn(admin, 'resolveReports').mockImplementation(async (targetType, targetId, body) => {
    sent.push({ target: { targetType, targetId }, body });
    return { data: { resolved: 1 }, error: null } as never;
  });
  render(<ReportsPanel />);
  return sent;
}

async function decide(rowText: string, button: string, reason: string) {
  const row = (await screen.findByText(rowText)).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: button }));
  const dialog = await screen.findByTestId('confirm-dialog');
  fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: reason } });
  fireEvent.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
}

describe('the report review queue (举报审核)', () => {
  it('shows each target with its content, reasons ×count, reporters and state; a user cannot be deleted', async () => {
    serve();
    const row = (await screen.findByText('加微信领福利')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('垃圾广告 ×4');
    expect(row.textContent).toContain('其他 ×1');
    expect(row.textContent).toContain('补充：反复发广告链接');
    expect(row.textContent).toContain('已隐藏待审核');
    expect(within(row).getByTestId('reporters').textContent).toBe('5');
    const userRow = screen.getByText('用户昵称：小红').closest('tr') as HTMLElement;
    expect(within(userRow).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getByText(/共 2 条待审核/)).toBeTruthy();
  });

  it('sends 维持处理, 删除 and 驳回 as the contract spells them, with the reason', async () => {
    const sent = serve();
    await decide('加微信领福利', '维持处理', '广告');
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    await decide('加微信领福利', '删除', '严重违规');
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    await decide('用户昵称：小红', '驳回', '正常言论');
    await waitFor(() => expect(sent).toHaveLength(3));
    const target = { targetType: 'post', targetId: '42' };
    expect(sent).toEqual([
      { target, body: { decision: 'upheld', reason: '广告' } },
      { target, body: { decision: 'upheld', remove: true, reason: '严重违规' } },
      {
        target: { targetType: 'user', targetId: '10002' },
        body: { decision: 'dismissed', reason: '正常言论' },
      },
    ]);
  });

  it('names a reported game review and hides it with 维持处理 through the same queue', async () => {
    const sent = serve([review]);
    const row = (await screen.findByText('★ 刷屏广告 加群')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('游戏评价 #7');
    await decide('★ 刷屏广告 加群', '维持处理', '广告');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      target: { targetType: 'review', targetId: '7' },
      body: { decision: 'upheld', reason: '广告' },
    });
  });
});
