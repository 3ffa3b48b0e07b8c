'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './SizeGuideVideo.module.scss';

/**
 * The optional size-guide video, at the embed address the product form stores (`/embed/{id}`, no query). The
 * player, YouTube's own page with its scripts, loads only when the shopper asks for it, and then plays at once:
 * until then a button stands in its place, at its size.
 */
export function SizeGuideVideo({ src }: { src: string }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <section className={styles.video}>
      <h2>What size to get?</h2>
      {playing ? (
        <iframe
          ref={player}
          src={`${src}?autoplay=1`}
          title="What size to get? Size-guide video"
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className={styles.frame}
        />
      ) : (
        <button type="button" className={styles.frame} onClick={() => setPlaying(true)}>
          <span className={styles.play} aria-hidden="true" />
          Play the size-guide video
        </button>
      )}
    </section>
  );
}
