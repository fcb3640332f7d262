import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type AdminSchemas, admin } from '../../lib/admin';
import { RechargeRefundDialog } from './recharge-refund-dialog';

type Preview = AdminSchemas['RechargeRefundPreview'];

const order: AdminSchemas['AdminOrder'] = {
  orderNo: 'R20261121080000123456',
  uid: '10001',
  userName: '小明',
  packageId: 1,
  amount: 600,
  coins: 60,
  status: 'paid',
  provider: 'alipay',
  tradeNo: 'T1',
  createTime: '2026-11-21T08:00:00.000Z',
  paidTime: '2026-11-21T08:00:00.000Z',
  refund: null,
};
const preview = (over: Partial<Preview> = {}): Preview => ({
  orderNo: order.orderNo,
  uid: '10001',
  userName: '小明',
  amount: 600,
  coins: 60,
  provider: 'alipay',
  balance: 130,
  balanceAfter: 70,
  refundable: true,
  refusal: null,
  refund: null,
  ...over,
});

/** The console's client answering the preview (and the refund with `refused`, if given); what is sent is kept. */
function serve(answer: Preview, refused?: string) {
  const sent: { orderNo: string; body: unknown; options: unknown }[] = [];
  vi.spyOn(admin, 'previewRechargeRefund').mockResolvedValue({ data: answer, error: null });
  vi.spyOn(admin, 'refundRecharge').mockImplementation((async (
    orderNo: string,
    body: unknown,
    options: unknown,
  ) => {
    sent.push({ orderNo, body, options });
    if (refused) return { data: null, error: { message: refused } };
    return {
      data: {
        refund: {
          status: 'refunded',
          amount: 600,
          coins: 60,
          reason: '误充',
          createTime: '',
          doneTime: '',
          failure: null,
        },
        entry: {},
        balance: 70,
      },
      error: null,
    };
  }) as never);
  const onDone = vi.fn();
  const onClose = vi.fn();
  render(<RechargeRefundDialog order={order} onClose={onClose} onDone={onDone} />);
  return { sent, onDone, onClose };
}

describe('the refund of a recharge', () => {
  it('shows what the server says it will do, and sends the reason with one key per opening', async () => {
    const { sent, onDone } = serve(preview());
    expect(await screen.findByText('¥6.00 原路退回支付宝')).toBeTruthy();
    expect(screen.getByText('60 X钻')).toBeTruthy();
    expect(screen.getByText('130 → 70')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    expect(await screen.findByText('请填写原因')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '  误充  ' } });
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      { orderNo: order.orderNo, body: { reason: '误充' }, options: { idempotencyKey: expect.any(String) } },
    ]);
  });

  it('says why not and offers no confirmation when the X钻 were spent', async () => {
    const refusal = '用户已花掉部分充值所得X钻（当前余额 20，需扣回 60），不能退款';
    serve(preview({ balance: 20, balanceAfter: null, refundable: false, refusal }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect((screen.getByRole('button', { name: '确认退款' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText('原因')).toBeNull();
  });

  it("finishes a pending refund, and keeps the dialog open with the server's answer", async () => {
    const { onDone } = serve(
      preview({
        balance: 70,
        balanceAfter: 70,
        refund: {
          status: 'pending',
          amount: 600,
          coins: 60,
          reason: '误充',
          createTime: '',
          doneTime: null,
          failure: null,
        },
      }),
      '支付渠道暂未确认退款',
    );
    expect(await screen.findByText(/上次退款尚未得到支付渠道确认/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '误充' } });
    fireEvent.click(screen.getByRole('button', { name: '完成退款' }));
    expect(await screen.findByText('支付渠道暂未确认退款')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
