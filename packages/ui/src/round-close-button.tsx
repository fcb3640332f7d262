import type { ButtonHTMLAttributes } from 'react';
import { CloseIcon } from './icons';

/** The round '关闭' button under a pop-up card, as portal pop-ups show it (./dialog, the web app's popup). */
export function RoundCloseButton(props: Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'>) {
  return (
    <button
      type="button"
      {...props}
      aria-label="关闭"
      className="flex size-11 items-center justify-center rounded-full border-2 border-white/80 text-xl text-white"
    >
      <CloseIcon />
    </button>
  );
}
