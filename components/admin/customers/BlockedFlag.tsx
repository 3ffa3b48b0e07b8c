import type { ReactNode } from 'react';
import styles from './BlockedFlag.module.scss';

/** A blocked phone's mark, on an order (its new orders wait on Hold: call first) or a customer. */
export function BlockedFlag({ children = 'Blocked number' }: { children?: ReactNode }) {
  return (
    <span className={styles.flag} data-testid="blocked-flag">
      {children}
    </span>
  );
}
