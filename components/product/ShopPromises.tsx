import { ShopLink } from '@/components/ui/ShopLink';
import type { ShopFacts } from '@/content';
import { formatPrice, joinWords, perKgCharge } from '@/content/format';
import { CASH_ON_DELIVERY, DISCREET_PACKAGING, EXCHANGE_DAYS, EXCHANGEABLE_ITEMS } from '@/content/policy';
import { RETURNS_SLUG } from '@/content/returns';
import styles from './ShopPromises.module.scss';

/**
 * What the shop promises every order, next to the buttons: quoted from the policy facts and the store's settings
 * (delivery charges), as the policy pages quote them, so the two cannot disagree.
 */
export function ShopPromises({ facts }: { facts: ShopFacts }) {
  return (
    <ul className={styles.promises} aria-label="Delivery, payment and exchanges">
      <li>
        <strong>Delivery</strong> inside Dhaka in {facts.deliveryInsideDhaka} days ({formatPrice(facts.chargeInsideDhaka)}),
        outside Dhaka in {facts.deliveryOutsideDhaka} days ({formatPrice(facts.chargeOutsideDhaka)})
        {facts.chargeSuburbs !== null && `; ${formatPrice(facts.chargeSuburbs)} to Dhaka's suburbs`}
        {facts.chargePerKg > 0 && `; ${perKgCharge(facts.chargePerKg)}`}.
      </li>
      <li>
        <strong>Cash on delivery across Bangladesh</strong>: {CASH_ON_DELIVERY}.
      </li>
      <li>
        <strong>Exchange</strong> {joinWords(EXCHANGEABLE_ITEMS)} within {EXCHANGE_DAYS} days, unused and with tags. See{' '}
        <ShopLink href={`/${RETURNS_SLUG}`}>Returns and Refunds</ShopLink>.
      </li>
      <li>
        <strong>Discreet packaging</strong>: {DISCREET_PACKAGING}.
      </li>
    </ul>
  );
}
