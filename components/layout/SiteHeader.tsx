import { ShopLink } from '@/components/ui/ShopLink';
import { MediaImage } from '@/components/ui/MediaImage';
import type { BundleSummary } from '@/lib/types/bundle';
import type { AttributeValue, Category } from '@/lib/types/catalog';
import type { StoreSettings } from '@/lib/types/content';
import { CartLink } from './CartLink';
import { HeaderBar } from './HeaderBar';
import { HeaderSearch } from './HeaderSearch';
import { shownMenu } from './menu';
import { ShopMenu } from './ShopMenu';
import { SiteNav } from './SiteNav';
import { UserMenu } from './UserMenu';
import styles from './SiteHeader.module.scss';

interface Props {
  store: StoreSettings;
  categories: Category[];
  sizes: AttributeValue[];
  bundles: Pick<BundleSummary, 'slug' | 'title'>[];
}

/** Logo, main menu with the Shop mega menu, search, account and cart. */
export function SiteHeader({ store, categories, sizes, bundles }: Props) {
  const logo = (
    <ShopLink href="/" className={styles.logo} aria-label={`${store.store_en} home`}>
      <MediaImage file={store.logo} alt={store.store_en} width={180} height={40} preload />
    </ShopLink>
  );
  return (
    <HeaderBar>
      <a href="#content" className={styles.skip}>
        Skip to content
      </a>
      <div className={styles.inner}>
        <SiteNav
          brand={logo}
          items={shownMenu(store.menu_show)}
          shopMenu={<ShopMenu categories={categories} sizes={sizes} bundles={bundles} />}
        />
        <div className={styles.actions}>
          <HeaderSearch />
          <UserMenu />
          <CartLink />
        </div>
      </div>
    </HeaderBar>
  );
}
