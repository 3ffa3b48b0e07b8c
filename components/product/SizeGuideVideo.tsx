import styles from './SizeGuideVideo.module.scss';

/** The optional size-guide video (a YouTube embed address), loaded only when it scrolls near. */
export function SizeGuideVideo({ src }: { src: string }) {
  return (
    <section className={styles.video}>
      <h2>What size to get?</h2>
      <iframe
        src={src}
        title="What size to get? Size-guide video"
        loading="lazy"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </section>
  );
}
