import { EmptyState } from '@/components/ui/EmptyState';

/** The empty cart's message (spec: Cart), on the cart page and at checkout. */
export function EmptyCart() {
  return (
    <EmptyState
      title="No item in your cart"
      text="Back to shop page then add to the cart any item."
      link={{ href: '/shop', label: 'Back to shop' }}
    />
  );
}
