import { ShopLink } from '@/components/ui/ShopLink';
import styles from './Promo.module.scss';

/** A promotional band: heading, line and its buttons. */
export function Promo({
  title,
  text,
  links,
  tone = 'blush',
}: {
  title: string;
  text?: string;
  links: { label: string; href: string }[];
  tone?: 'blush' | 'plum';
}) {
  return (
    <section className={`${styles.promo} ${styles[tone]}`}>
      <div className={styles.inner}>
        <h2>{title}</h2>
        {text && <p>{text}</p>}
        <div className={styles.links}>
          {links.map((link) => (
            <ShopLink key={link.href + link.label} href={link.href} className={styles.link}>
              {link.label}
            </ShopLink>
          ))}
        </div>
      </div>
    </section>
  );
}
