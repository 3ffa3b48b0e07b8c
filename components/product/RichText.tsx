import { sanitizeRichText } from '@/lib/server/rich-text';
import styles from './RichText.module.scss';

/** Stored rich text (sanitised when stored), sanitised again as it is rendered on the server. */
export function RichText({ html }: { html: string }) {
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
