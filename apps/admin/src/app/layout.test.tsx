import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminSession, admin, type OperatorRole } from '../lib/admin';
import { ConsoleLayout } from './layout';

const sessionAs = (role: OperatorRole): AdminSession => ({
  token: 't',
  expireTime: '2099-01-01T00:00:00.000Z',
  operator: { id: 1, name: 'zhang', role, disabled: false, createTime: '', lastLoginTime: null },
});

function renderAs(role: OperatorRole) {
  vi.spyOn(admin, 'getSession').mockReturnValue(sessionAs(role));
  const router = createMemoryRouter([{ path: '/', element: <ConsoleLayout /> }]);
  render(<RouterProvider router={router} />);
  const nav = screen.getByRole('complementary', { name: '导航' });
  return [...nav.querySelectorAll('a')].map((a) => a.textContent);
}

afterEach(() => vi.restoreAllMocks());

describe('the sidebar shows what the role may use', () => {
  it('a moderator sees the dashboard, moderation and the audit log only', () => {
    expect(renderAs('moderator')).toEqual(['数据概览', '内容审核', '操作日志']);
  });

  it('an operator sees content and money but not moderation or operator accounts', () => {
    const links = renderAs('operator');
    expect(links).toContain('游戏管理');
    expect(links).toContain('订单与流水');
    expect(links).toContain('对账');
    expect(links).not.toContain('内容审核');
    expect(links).not.toContain('运营账号');
  });

  it('an admin sees every area, operator accounts included', () => {
    const links = renderAs('admin');
    expect(links).toHaveLength(15);
    expect(links).toContain('运营账号');
    expect(screen.getByTestId('operator').textContent).toContain('管理员');
  });
});
