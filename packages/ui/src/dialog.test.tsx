import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';
import { PanelDialog } from './panel-dialog';

// Headless UI moves focus on the next frames; let them run.
const flush = () => act(() => new Promise((r) => setTimeout(r, 50)));

describe('Dialog', () => {
  it('shows title, content and footer, and keeps focus inside while open', async () => {
    render(
      <>
        <button type="button">外面的按钮</button>
        <Dialog open onClose={() => {}} title="下载确认" footer={<Button>确认下载</Button>}>
          需消耗 10 X钻
        </Dialog>
      </>,
    );
    await flush();
    const dialog = screen.getByRole('dialog');
    expect(screen.getByText('下载确认')).toBeTruthy();
    expect(screen.getByText('需消耗 10 X钻')).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The page behind is inert for assistive tech and pointer while the dialog is up.
    expect(screen.queryByRole('button', { name: '外面的按钮' })).toBeNull();
  });

  it('closes on Escape and on the labelled close button', async () => {
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} title="公告" closeButton />);
    await flush();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is named by its title, or by the label it is given', async () => {
    const { unmount } = render(<Dialog open onClose={() => {}} title="下载确认" />);
    await flush();
    expect(screen.getByRole('dialog', { name: '下载确认' })).toBeTruthy();
    unmount();
    const second = render(<Dialog open onClose={() => {}} label="开通会员" />);
    await flush();
    expect(screen.getByRole('dialog', { name: '开通会员' })).toBeTruthy();
    second.unmount();
  });

  it('renders nothing when closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="不可见" />);
    expect(screen.queryByText('不可见')).toBeNull();
  });

  it('lays a desktop form out with its title, a body and the buttons, named by the title', async () => {
    const onClose = vi.fn();
    render(
      <PanelDialog
        open
        wide
        onClose={onClose}
        title="编辑游戏"
        testId="form-dialog"
        footer={<Button onClick={onClose}>取消</Button>}
      >
        <label>
          名称
          <input />
        </label>
      </PanelDialog>,
    );
    await flush();
    const dialog = screen.getByRole('dialog', { name: '编辑游戏' });
    expect(dialog.contains(screen.getByRole('textbox', { name: '名称' }))).toBe(true);
    expect(screen.getByTestId('form-dialog').className).toContain('max-w-2xl');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
