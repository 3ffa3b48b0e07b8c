import { courierTitle } from '@/lib/couriers';
import type { CourierName } from '@/lib/couriers';
import { Panel } from '../ui/Panel';
import styles from './CourierSetup.module.scss';

interface Setup {
  name: CourierName;
  ready: boolean;
  missing: string[];
  webhook: string;
}

/**
 * Which couriers the desk can book with, what each still lacks (set in the shop's environment, never here: they are
 * keys), and the webhook address to give each courier's merchant panel.
 */
export function CourierSetup({ couriers }: { couriers: Setup[] }) {
  return (
    <Panel title="Couriers" id="couriers-title">
      <ul className={styles.list}>
        {couriers.map(({ name, ready, missing, webhook }) => {
          const keys = missing.filter((key) => key !== 'COURIER_WEBHOOK_TOKEN');
          return (
            <li key={name} data-testid={`courier-${name}`}>
              <strong>{courierTitle(name)}</strong>:{' '}
              {ready ? 'Ready. The order desk books with it.' : `Not set up: the shop needs ${keys.join(', ')}.`}
              {ready && (
                <span className={styles.hint}>
                  {missing.includes('COURIER_WEBHOOK_TOKEN')
                    ? 'Without COURIER_WEBHOOK_TOKEN its webhooks are refused; its parcels are still read back every half hour.'
                    : `Webhook for its merchant panel: ${webhook}`}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
