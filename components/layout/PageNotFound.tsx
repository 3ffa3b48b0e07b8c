import { ShopLink } from '@/components/ui/ShopLink';
import styles from './PageNotFound.module.scss';

/** Any unknown path (spec: Route table). */
export function PageNotFound() {
  return (
    <section className={styles.notFound}>
      <p className={styles.code}>404</p>
      <h1>Page not found</h1>
      <p className={styles.message}>Sorry, the page you are looking for could not be found.</p>
      <ShopLink href="/" className={styles.home}>
        Back to Home
      </ShopLink>
    </section>
  );
}
