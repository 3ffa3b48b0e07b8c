import { CollectionsGrid } from '@/components/home/CollectionsGrid';
import { ShopLink } from '@/components/ui/ShopLink';
import { SEARCH_MAX_LENGTH } from '@/lib/catalog-limits';
import { loadShopInfo } from '@/lib/server/content/shop-info';
import styles from './PageNotFound.module.scss';

/**
 * Collections offered on a 404: the first in the owner's order (the order home shows them in), read from the shop's
 * info the frame loads anyway, so that a 404, which crawlers ask for often, costs no query of its own.
 */
const POPULAR_COLLECTIONS = 4;

/**
 * Any unknown path (spec: Route table): the spec's text and Back to Home link, then, beside the spec, a search box
 * and the popular collections, so that a shopper who followed a dead link has somewhere to go.
 */
export async function PageNotFound() {
  const { categories } = await loadShopInfo();
  return (
    <section className={styles.notFound}>
      <div className={styles.intro}>
        <p className={styles.code}>404</p>
        <h1>Page not found</h1>
        <p className={styles.message}>Sorry, the page you are looking for could not be found.</p>
        {/* A plain form: it works before the page's scripts have loaded, and a 404 may be a document of its own. */}
        <form action="/shop" method="get" role="search" className={styles.search}>
          <label htmlFor="not-found-search">Search the shop</label>
          <span className={styles.field}>
            <input
              id="not-found-search"
              name="search"
              type="search"
              required
              maxLength={SEARCH_MAX_LENGTH}
              placeholder="Bras, lace, sleepwear…"
            />
            <button type="submit">Search</button>
          </span>
        </form>
        <ShopLink href="/" className={styles.home}>
          Back to Home
        </ShopLink>
      </div>
      {categories.length > 0 && (
        <div className={styles.collections}>
          <h2>Popular collections</h2>
          <CollectionsGrid categories={categories.slice(0, POPULAR_COLLECTIONS)} />
        </div>
      )}
    </section>
  );
}
