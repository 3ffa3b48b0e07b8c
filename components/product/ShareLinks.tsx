import { CopyLinkButton } from './CopyLinkButton';
import { shareLinks } from './share-links';
import styles from './ShareLinks.module.scss';

/** Share the product: copy its link, send it on WhatsApp, post it on social sites (each in a new tab). */
export function ShareLinks({ url, title, image }: { url: string; title: string; image: string }) {
  return (
    <div className={styles.share}>
      <h2 className={styles.title}>Share</h2>
      <ul className={styles.links}>
        <li>
          <CopyLinkButton url={url} className={styles.link} />
        </li>
        {shareLinks({ url, title, image }).map(({ site, href }) => (
          <li key={site}>
            <a href={href} className={styles.link} target="_blank" rel="noopener noreferrer" aria-label={`Share on ${site}`}>
              {site}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
