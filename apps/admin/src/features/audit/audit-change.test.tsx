import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditChange, changedFields } from './audit-change';

describe("an audit row's change, field by field", () => {
  it('an edit shows only the fields that changed, in the console words', () => {
    const rows = changedFields(
      { id: 3, title: '维护', status: 'draft', disabled: false },
      { id: 3, title: '维护', status: 'published', disabled: true },
    );
    expect(rows).toEqual([
      { key: 'status', label: '状态', before: '草稿', after: '已发布' },
      { key: 'disabled', label: '停用', before: '否', after: '是' },
    ]);
  });

  it('a creation lists every field, times as the console shows them', () => {
    render(<AuditChange before={null} after={{ name: 'root', createTime: '2026-11-21T08:00:00.000Z' }} />);
    expect(screen.getByText('新建')).toBeTruthy();
    expect(screen.getByText('root')).toBeTruthy();
    expect(screen.queryByText('2026-11-21T08:00:00.000Z')).toBeNull();
    expect(screen.getByText(/^2026-11-21 \d\d:00$/)).toBeTruthy();
  });

  it('says so when nothing changed', () => {
    render(<AuditChange before={{ a: 1 }} after={{ a: 1 }} />);
    expect(screen.getByText('无字段变化')).toBeTruthy();
  });
});
