import { SkeletonList } from '@portal/ui/skeleton';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState, ErrorState } from './states';

describe('empty, error and loading states', () => {
  it('error state explains and retries', () => {
    const retry = vi.fn();
    render(<ErrorState message="网关错误" onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('网关错误');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('empty state shows its title with a reserved-size picture', () => {
    render(<EmptyState title="暂无消息" />);
    expect(screen.getByText('暂无消息')).toBeTruthy();
    const img = document.querySelector('img');
    expect(img?.getAttribute('width')).toBe('160');
    expect(img?.getAttribute('height')).toBe('120');
  });

  it('skeleton list announces loading', () => {
    render(<SkeletonList count={3} />);
    expect(screen.getByRole('progressbar', { name: '加载中' }).children).toHaveLength(3);
  });
});
