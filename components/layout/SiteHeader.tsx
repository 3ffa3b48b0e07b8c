import Link from 'next/link';
import { MediaImage } from '@/components/ui/MediaImage';
import type { StoreSettings } from '@/lib/types/content';
import { CartLink } from './CartLink';
import styles from './SiteHeader.module.scss';

export function SiteHeader({ store }: { store: StoreSettings }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={`${store.store_en} home`}>
          <MediaImage file={store.logo} alt={store.store_en} width={180} height={40} priority />
        </Link>
        <CartLink />
      </div>
    </header>
  );
}
