import { DialogPanel, Dialog as HuiDialog } from '@headlessui/react';
import { useState } from 'react';
import { CloseIcon } from './icons';
import { usePinchZoom } from './pinch-zoom';

export interface PreviewImage {
  src: string;
  width?: number;
  height?: number;
  alt?: string;
}

export interface ImagePreviewProps {
  images: readonly PreviewImage[];
  open: boolean;
  startIndex?: number;
  onClose(): void;
}

/** Full-screen viewer: swipe between images, pinch or double-tap to zoom, Escape or × to close. */
export function ImagePreview({ images, open, startIndex = 0, onClose }: ImagePreviewProps) {
  return (
    <HuiDialog open={open} onClose={onClose} className="relative z-[60]">
      <DialogPanel className="animate-fade-in fixed inset-0 bg-black" aria-label="图片预览">
        {open && <Viewer images={images} startIndex={startIndex} onClose={onClose} />}
      </DialogPanel>
    </HuiDialog>
  );
}

function Viewer({ images, startIndex, onClose }: Required<Omit<ImagePreviewProps, 'open'>>) {
  const [index, setIndex] = useState(Math.min(startIndex, images.length - 1));
  const { zoom, reset, handlers } = usePinchZoom((dir) => {
    const next = index + dir;
    if (next >= 0 && next < images.length) {
      setIndex(next);
      reset();
    }
  });
  const image = images[index];
  return (
    <>
      <div
        className="absolute inset-0 flex touch-none items-center justify-center overflow-hidden"
        {...handlers}
      >
        {image && (
          <img
            src={image.src}
            alt={image.alt ?? `第${index + 1}张`}
            width={image.width}
            height={image.height}
            draggable={false}
            data-testid="preview-image"
            className="max-h-full max-w-full select-none object-contain"
            style={{
              transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`,
              transition: 'transform 0.12s',
            }}
          />
        )}
      </div>
      <div className="pointer-events-none absolute inset-x-0 top-0 flex items-center justify-between p-2 text-white">
        <span className="pl-3 text-sm tabular-nums" aria-live="polite">
          {index + 1} / {images.length}
        </span>
        <button
          type="button"
          onClick={onClose}
          aria-label="关闭预览"
          className="pointer-events-auto flex size-11 items-center justify-center text-xl"
        >
          <CloseIcon />
        </button>
      </div>
    </>
  );
}
