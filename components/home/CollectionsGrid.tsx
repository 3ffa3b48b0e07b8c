import { ShopLink } from '@/components/ui/ShopLink';
import { MediaImage } from '@/components/ui/MediaImage';
import type { Category } from '@/lib/types/catalog';
import styles from './CollectionsGrid.module.scss';

export function CollectionsGrid({ categories }: { categories: Category[] }) {
  return (
    <ul className={styles.grid}>
      {categories.map((category) => (
        <li key={category.id}>
          <ShopLink href={`/shop?category=${category.slug}`} className={styles.tile}>
            <MediaImage
              file={category.logo}
              alt=""
              width={300}
              height={300}
              sizes="(min-width: 1200px) 20vw, (min-width: 768px) 25vw, 50vw"
            />
            <span>{category.title_en}</span>
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
