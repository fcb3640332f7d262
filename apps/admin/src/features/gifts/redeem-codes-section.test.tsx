import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type AdminSchemas, admin } from '../../lib/admin';
import { RedeemCodesSection } from './redeem-codes-section';

type Code = AdminSchemas['AdminRedeemCode'];

const code = (over: Partial<Code>): Code => ({
  code: 'K7M2P9QZDX',
  kind: 'gift',
  coins: 0,
  packId: 9,
  packTitle: '新手礼包',
  maxUses: 100,
  usedCount: 3,
  expiresAt: '2099-12-31T15:59:59.000Z',
  expired: false,
  note: '双十二',
  createTime: '2026-11-21T08:00:00.000Z',
  ...over,
});
const codes = [
  code({}),
  code({ code: 'USEDUP0001', usedCount: 1, maxUses: 1 }),
  code({
    code: 'OLDCODE001',
    expired: true,
    kind: 'coins',
    coins: 50,
    packId: null,
    packTitle: null,
    note: '',
  }),
];

/** The console's client answering the list and recording what is sent. */
function serve(packId: number | null = 9) {
  const sent: { operation: string; args: unknown[] }[] = [];
  vi.spyOn(admin, 'listRedeemCodes').mockImplementation(async (query) => {
    sent.push({ operation: 'listRedeemCodes', args: [query] });
    return { data: { records: codes, total: 3, currentPage: 1, pageSize: 20 }, error: null };
  });
  vi.spyOn(admin, 'createRedeemCodes').mockImplementation(async (body) => {
    sent.push({ operation: 'createRedeemCodes', args: [body] });
    return { data: { records: [code({ code: 'NEWCODE001', usedCount: 0 })] }, error: null };
  });
  vi.spyOn(admin, 'disableRedeemCode').mockImplementation(async (redeemCode, body) => {
    sent.push({ operation: 'disableRedeemCode', args: [redeemCode, body] });
    return { data: code({ expired: true }), error: null };
  });
  render(<RedeemCodesSection packId={packId} onPack={() => undefined} />);
  return sent;
}

describe('gift codes (兑换码) under the packs', () => {
  it("lists a pack's codes with used/limit, reward and state; only live codes can be stopped", async () => {
    const sent = serve();
    const live = (await screen.findByText('K7M2P9QZDX')).closest('tr') as HTMLElement;
    expect(within(live).getByTestId('code-uses').textContent).toBe('3/100');
    expect(live.textContent).toContain('礼包 #9 新手礼包');
    expect(live.textContent).toContain('可用');
    expect((screen.getByText('USEDUP0001').closest('tr') as HTMLElement).textContent).toContain('已领完');
    const old = screen.getByText('OLDCODE001').closest('tr') as HTMLElement;
    expect(old.textContent).toContain('50 X钻');
    expect(old.textContent).toContain('已失效');
    expect(within(old).queryByRole('button', { name: '停用' })).toBeNull();
    expect(sent[0]).toEqual({
      operation: 'listRedeemCodes',
      args: [{ currentPage: 1, pageSize: 20, packId: 9 }],
    });
  });

  it('checks a batch in Chinese before sending, then sends it for the pack and shows the codes made', async () => {
    const sent = serve();
    await screen.findByText('K7M2P9QZDX');
    fireEvent.click(screen.getByRole('button', { name: '生成兑换码' }));
    const form = await screen.findByTestId('form-dialog');
    expect((within(form).getByLabelText('礼包 ID') as HTMLInputElement).value).toBe('9');
    fireEvent.change(within(form).getByLabelText('生成数量'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: '生成' }));
    expect(await within(form).findByText('生成数量需为 1-500 的整数')).toBeTruthy();
    expect(within(form).getByText('请填写过期时间')).toBeTruthy();
    expect(sent.filter((s) => s.operation === 'createRedeemCodes')).toEqual([]);

    fireEvent.change(within(form).getByLabelText('生成数量'), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('过期时间'), { target: { value: '2099-01-01T12:00' } });
    fireEvent.click(within(form).getByRole('button', { name: '生成' }));
    expect((await screen.findByTestId('made-codes')).textContent).toContain('NEWCODE001');
    const batch = sent.find((s) => s.operation === 'createRedeemCodes');
    expect(batch?.args).toEqual([
      { count: 5, maxUses: 1, expiresAt: new Date('2099-01-01T12:00').toISOString(), packId: 9 },
    ]);
  });

  it('stops a code with a reason', async () => {
    const sent = serve();
    const live = (await screen.findByText('K7M2P9QZDX')).closest('tr') as HTMLElement;
    fireEvent.click(within(live).getByRole('button', { name: '停用' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '泄露' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '停用' }));
    await waitFor(() =>
      expect(sent).toContainEqual({
        operation: 'disableRedeemCode',
        args: ['K7M2P9QZDX', { reason: '泄露' }],
      }),
    );
  });
});
