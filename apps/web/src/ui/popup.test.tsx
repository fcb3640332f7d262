import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Popup } from './popup';

const body = (
  <>
    <h2 id="t">公告</h2>
    <input name="dontShowToday" type="checkbox" aria-label="今日不再显示" />
    <button type="submit">我知道了</button>
  </>
);

describe('popup (native dialog)', () => {
  it('is a labelled modal once mounted, with its own close button', () => {
    render(
      <Popup onClose={() => {}} labelledBy="t" testId="p" closeButton>
        {body}
      </Popup>,
    );
    const dialog = screen.getByRole('dialog', { name: '公告' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
  });

  it('reports its form when closed by a button, Escape or a tap beside the card', () => {
    const onClose = vi.fn();
    const { container } = render(
      <Popup onClose={onClose} labelledBy="t" closeButton>
        {body}
      </Popup>,
    );
    fireEvent.click(screen.getByLabelText('今日不再显示'));
    fireEvent.submit(screen.getByRole('button', { name: '我知道了' }).closest('form') as HTMLFormElement);
    const form = onClose.mock.calls[0]?.[0] as HTMLFormElement;
    expect((form.elements.namedItem('dontShowToday') as HTMLInputElement).checked).toBe(true);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    fireEvent.click(container.querySelector('[data-popup-backdrop]') as Element);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('gives focus back to what had it when it goes', () => {
    const opener = document.createElement('button');
    opener.textContent = '打开';
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(
      <Popup onClose={() => {}} labelledBy="t">
        {body}
      </Popup>,
    );
    expect(document.activeElement).not.toBe(opener);
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('renders on the server, open, with forms that close it without JavaScript', () => {
    const html = renderToString(
      <Popup onClose={() => {}} labelledBy="t" closeButton>
        {body}
      </Popup>,
    );
    expect(html).toMatch(/<dialog open=""/);
    expect(html).toContain('method="dialog"');
    expect(html.match(/type="submit"/g)).toHaveLength(2);
  });

  it('a popup the server sent and the visitor closed before the app took over is reported on mount', () => {
    const onClose = vi.fn();
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <Popup onClose={onClose} labelledBy="t">
        {body}
      </Popup>,
    );
    // What the browser's own form submission did: the dialog lost its open attribute.
    host.querySelector('dialog')?.removeAttribute('open');
    document.body.append(host);
    render(
      <Popup onClose={onClose} labelledBy="t">
        {body}
      </Popup>,
      { container: host, hydrate: true },
    );
    expect(onClose).toHaveBeenCalledOnce();
    host.remove();
  });
});
