import styles from './PhoneCheck.module.scss';

/** Whether the order came from a number the shopper proved with an SMS code; staff call the unproved ones first. */
export function PhoneCheck({ verified }: { verified: boolean }) {
  return verified ? (
    <span className={styles.verified} data-testid="phone-check">
      <span aria-hidden>✓</span> Phone verified
    </span>
  ) : (
    <span className={styles.unverified} data-testid="phone-check">
      Phone not verified
    </span>
  );
}
