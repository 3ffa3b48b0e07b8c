'use client';

import { useEffect, useRef, type Dispatch } from 'react';
import { MediaImage } from '@/components/ui/MediaImage';
import { ZOOM_SWIPE_THRESHOLD, type ZoomEvent, type ZoomState } from './zoom-state';
import styles from './ZoomModal.module.scss';

type Props = {
  file: string;
  alt: string;
  state: Exclude<ZoomState, 'unloaded'>;
  dispatch: Dispatch<ZoomEvent>;
};

/**
 * The product image as large as the screen allows, in a modal dialog (spec: Zoom modal). It closes on Escape,
 * a click outside the image, a mouse wheel without ctrl, a vertical swipe beyond 10 px, or the unzoom button;
 * the page behind does not scroll meanwhile, and focus returns to the opener after. Closing plays a short motion, then reports `closed`.
 */
export function ZoomModal({ file, alt, state, dispatch }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const touchY = useRef<number | null>(null);
  const close = () => dispatch('close');

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    dialog.current?.showModal();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      data-state={state}
      aria-label={`${alt}, zoomed`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (!(event.target instanceof HTMLImageElement)) close();
      }}
      onWheel={(event) => {
        if (!event.ctrlKey) close();
      }}
      onTouchStart={(event) => {
        // One finger swipes; two pinch, and a pinch is no reason to close.
        touchY.current = event.touches.length === 1 ? event.touches[0].clientY : null;
      }}
      onTouchMove={(event) => {
        if (touchY.current !== null && Math.abs(event.touches[0].clientY - touchY.current) > ZOOM_SWIPE_THRESHOLD) close();
      }}
      onAnimationEnd={() => {
        if (state === 'unloading') dispatch('closed');
      }}
    >
      <button type="button" className={styles.unzoom} aria-label="Unzoom image">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <MediaImage
        file={file}
        alt={alt}
        width={800}
        height={1000}
        sizes="100vw"
        className={styles.image}
        onLoad={() => dispatch('loaded')}
        onError={() => dispatch('loaded')}
      />
    </dialog>
  );
}
