import { type DownloadGame, type DownloadState, initialDownloadState, reduceDownload } from '@portal/sdk';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AnnouncementDialog } from './announcement-popup';
import { DownloadDialogView } from './download-dialogs';

// Headless UI mounts a dialog after its transition starts: wait for it, not for a fixed delay, so a slow
// machine does not fail the test.
const flush = () => screen.findByRole('dialog', undefined, { timeout: 5000 });

describe('announcement dialog', () => {
  const item = {
    id: 1,
    title: '版本更新公告',
    createTime: '2026-11-21T08:00:00.000Z',
    content: '<p>新增<b>签到</b></p>',
  };

  // DOMPurify's own stripping is exercised in Chromium (happy-dom's parser defeats it); here: the layout.
  it('shows title, 发布时间 and the content', async () => {
    render(<AnnouncementDialog item={item} open onClose={() => {}} />);
    await flush();
    expect(screen.getByText('版本更新公告')).toBeTruthy();
    expect(screen.getByText(/发布时间/)).toBeTruthy();
    const body = screen.getByTestId('announcement-content');
    expect(body.textContent).toContain('签到');
  });

  it('closing reports whether 今日不再显示 was ticked', async () => {
    const onClose = vi.fn();
    const { unmount } = render(<AnnouncementDialog item={item} open onClose={onClose} />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(onClose).toHaveBeenLastCalledWith(false);
    unmount();
    render(<AnnouncementDialog item={item} open onClose={onClose} />);
    await flush();
    fireEvent.click(screen.getByLabelText('今日不再显示'));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenLastCalledWith(true);
  });

  it('renders nothing until an announcement has loaded', () => {
    render(<AnnouncementDialog item={null} open={false} onClose={() => {}} />);
    expect(screen.queryByTestId('announcement')).toBeNull();
  });
});

describe('download dialogs', () => {
  const game: DownloadGame = { id: 7, appID: 7, name: '星海', onlineType: 1, buyAmount: 30 };
  const actions = () => ({ confirm: vi.fn(), cancel: vi.fn(), recharge: vi.fn(), openVip: vi.fn() });
  // States come from the SDK's own reducer, as the app receives them.
  const asked = (levelType: number, coinNum = 100): DownloadState =>
    reduceDownload(initialDownloadState, {
      type: 'REQUEST',
      game,
      buyer: { loggedIn: true, status: { coinNum, levelType } },
    });

  it('a non-member confirms the price and is offered 立即开通', async () => {
    const a = actions();
    render(<DownloadDialogView state={asked(0)} actions={a} />);
    await flush();
    expect(screen.getByTestId('download-price').textContent).toBe('30');
    fireEvent.click(screen.getByRole('button', { name: '立即开通' }));
    expect(a.openVip).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: '确认下载' }));
    expect(a.confirm).toHaveBeenCalledOnce();
  });

  it('a member is told about the free download privilege and no price, with no 立即开通', async () => {
    render(<DownloadDialogView state={asked(1, 0)} actions={actions()} />);
    await flush();
    expect(screen.getByText('您是会员，尊享免费下载特权')).toBeTruthy();
    expect(screen.getByTestId('download-confirm').textContent).toContain('无需消耗X钻');
    expect(screen.queryByTestId('download-price')).toBeNull();
    expect(screen.queryByRole('button', { name: '立即开通' })).toBeNull();
  });

  it('too little X钻: 当前X钻余额不足 / 请先充值 / 充值', async () => {
    const insufficient = reduceDownload(asked(0, 5), {
      type: 'CONFIRM',
      buyer: { loggedIn: true, status: { coinNum: 5, levelType: 0 } },
    });
    expect(insufficient.status).toBe('insufficient');
    const a = actions();
    render(<DownloadDialogView state={insufficient} actions={a} />);
    await flush();
    const dialog = screen.getByTestId('download-insufficient');
    expect(dialog.textContent).toContain('当前X钻余额不足');
    expect(dialog.textContent).toContain('请先充值');
    fireEvent.click(screen.getByRole('button', { name: '充值' }));
    expect(a.recharge).toHaveBeenCalledOnce();
  });

  it('shows no dialog while idle or downloading', () => {
    const { rerender } = render(<DownloadDialogView state={initialDownloadState} actions={actions()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <DownloadDialogView
        state={{ status: 'downloading', game, price: 30, charge: 30 }}
        actions={actions()}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
