import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberField, SelectField, TextareaField, TextField } from './field';

function Price() {
  const [value, setValue] = useState('');
  return <NumberField label="价格（X钻）" value={value} onChange={(e) => setValue(e.target.value)} />;
}

function Status() {
  const [value, setValue] = useState('draft');
  return (
    <SelectField
      label="状态"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      options={[
        { value: 'draft', label: '草稿' },
        { value: 'published', label: '已发布' },
      ]}
    />
  );
}

describe('form fields', () => {
  it('are named by their label and described by their hint', () => {
    render(<TextField label="游戏名称" hint="最多 30 个字" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: '游戏名称' });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('最多 30 个字');
  });

  it('show an error in place of the hint, announced and tied to the control', () => {
    render(
      <TextareaField
        label="原因"
        hint="将记录在操作日志中"
        error="请填写原因"
        value=""
        onChange={() => {}}
      />,
    );
    const textarea = screen.getByRole('textbox', { name: '原因' });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('请填写原因');
    expect(document.getElementById(textarea.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '请填写原因',
    );
    expect(screen.queryByText('将记录在操作日志中')).toBeNull();
  });

  it('keep what was typed in a number field, with the number pad', () => {
    render(<Price />);
    const input = screen.getByRole('textbox', { name: '价格（X钻）' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(input, { target: { value: '12a' } });
    expect((input as HTMLInputElement).value).toBe('12a');
  });

  it('offer the options of a select under its label', () => {
    render(<Status />);
    const select = screen.getByRole('combobox', { name: '状态' }) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'published' } });
    expect(select.value).toBe('published');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['草稿', '已发布']);
  });
});
