import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('never submits the form it sits in unless it is told to', () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>取消</Button>
        <Button type="submit">保存</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps the 44px touch target on a phone and the compact sizes for a desktop table', () => {
    render(
      <>
        <Button>立即下载</Button>
        <Button variant="danger" size="small">
          删除
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: '立即下载' }).className).toContain('min-h-11');
    const remove = screen.getByRole('button', { name: '删除' });
    expect(remove.className).toContain('h-8');
    expect(remove.className).toContain('bg-danger');
  });

  it('does nothing when disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        上一页
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
