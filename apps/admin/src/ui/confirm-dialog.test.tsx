import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function open(onConfirm: (reason: string) => Promise<string | null>) {
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      open
      title="退款"
      message="退还 10 X钻"
      confirmLabel="确认退款"
      onClose={onClose}
      onConfirm={onConfirm}
    />,
  );
  return onClose;
}

describe('confirmation of a destructive or money action', () => {
  it('refuses without a reason and does nothing', async () => {
    const onConfirm = vi.fn(async () => null);
    open(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    expect(await screen.findByText('请填写原因')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('passes the trimmed reason and closes once done', async () => {
    const onConfirm = vi.fn(async () => null);
    const onClose = open(onConfirm);
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '  重复购买  ' } });
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledWith('重复购买');
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const onClose = open(async () => '该购买已退款');
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '重复购买' } });
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    expect(await screen.findByText('该购买已退款')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
