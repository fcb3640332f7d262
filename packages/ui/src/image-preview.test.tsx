import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImagePreview } from './image-preview';

const images = [{ src: '/files/a.png' }, { src: '/files/b.png' }, { src: '/files/c.png' }];
const flush = () => act(() => new Promise((r) => setTimeout(r, 30)));

function pointer(
  type: 'pointerDown' | 'pointerMove' | 'pointerUp',
  el: Element,
  id: number,
  x: number,
  y = 300,
) {
  fireEvent[type](el, { pointerId: id, clientX: x, clientY: y });
}

describe('ImagePreview', () => {
  it('opens at the chosen image and swipes to the next', async () => {
    render(<ImagePreview open images={images} startIndex={1} onClose={() => {}} />);
    await flush();
    expect(screen.getByText('2 / 3')).toBeTruthy();
    const surface = screen.getByTestId('preview-image').parentElement as HTMLElement;
    pointer('pointerDown', surface, 1, 300);
    pointer('pointerUp', surface, 1, 100);
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(screen.getByTestId('preview-image').getAttribute('src')).toBe('/files/c.png');
  });

  it('zooms with two fingers up to 4x and does not swipe while zoomed', async () => {
    render(<ImagePreview open images={images} onClose={() => {}} />);
    await flush();
    const surface = screen.getByTestId('preview-image').parentElement as HTMLElement;
    pointer('pointerDown', surface, 1, 150);
    pointer('pointerDown', surface, 2, 250);
    pointer('pointerMove', surface, 2, 350);
    expect(screen.getByTestId('preview-image').style.transform).toContain('scale(2)');
    pointer('pointerMove', surface, 2, 2000);
    expect(screen.getByTestId('preview-image').style.transform).toContain('scale(4)');
    pointer('pointerUp', surface, 2, 2000);
    pointer('pointerMove', surface, 1, 50);
    pointer('pointerUp', surface, 1, 50);
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('closes from the labelled close button', async () => {
    const onClose = vi.fn();
    render(<ImagePreview open images={images} onClose={onClose} />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '关闭预览' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
