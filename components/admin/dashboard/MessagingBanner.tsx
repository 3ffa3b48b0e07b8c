import Link from 'next/link';
import type { UnconfiguredChannels } from '@/lib/types/outbox';
import styles from './DashboardView.module.scss';

const CHANNELS = { email: 'E-mail', sms: 'SMS' } as const;

/** Which of the shop's messages go nowhere and why (no SMTP_URL, no SMS gateway): the owner sets it up, or knows. */
export function MessagingBanner({ unconfigured }: { unconfigured: UnconfiguredChannels }) {
  const channels = (Object.keys(CHANNELS) as (keyof typeof CHANNELS)[]).filter((channel) => unconfigured[channel]);
  if (!channels.length) return null;
  return (
    <div role="status" className={styles.banner}>
      {channels.map((channel) => (
        <p key={channel}>
          {CHANNELS[channel]} is not sent: {unconfigured[channel]}. Messages wait in the{' '}
          <Link href="/admin/outbox?state=not-configured">outbox</Link>.
        </p>
      ))}
    </div>
  );
}
