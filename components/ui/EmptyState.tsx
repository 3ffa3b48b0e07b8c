import { ShopLink } from '@/components/ui/ShopLink';
import styles from './EmptyState.module.scss';

/** What a list says when it holds nothing, with the way back to shopping. */
export function EmptyState({ title, text, link }: { title: string; text?: string; link?: { href: string; label: string } }) {
  return (
    <div className={styles.empty}>
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      {link && (
        <ShopLink href={link.href} className={styles.link}>
          {link.label}
        </ShopLink>
      )}
    </div>
  );
}
