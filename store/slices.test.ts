import { product } from '@/lib/cart/fixtures';
import { cartActions, selectCartLines, selectCartSummary } from './cart';
import { promoActions, selectVoucher } from './promo';
import { makeStore } from './store';
import { selectInWishlist, selectWishlist, wishlistActions } from './wishlist';

const entry = (id: number) => ({
  id,
  slug: `p-${id}`,
  title_en: `P ${id}`,
  image: 'a.svg',
  price: 900,
  spacial_price: null,
  attribute: [],
});

describe('the store', () => {
  it('keeps the cart through the lib/cart rules, with its summary', () => {
    const store = makeStore();
    const bra = product({ slug: 'bra', price: 1000, mrp: 1250, max: 2 });
    store.dispatch(cartActions.added({ product: bra, pick: { size: null, color: null } }));
    store.dispatch(cartActions.incremented('bra@1000'));
    store.dispatch(cartActions.incremented('bra@1000'));
    expect(selectCartLines(store.getState())).toMatchObject([{ slug: 'bra', count: 2 }]);
    expect(selectCartSummary(store.getState())).toEqual({ count: 1, total: 2000, save: 500, save_as_percentage: 20 });
    store.dispatch(cartActions.decremented('bra@1000'));
    store.dispatch(cartActions.decremented('bra@1000'));
    expect(selectCartLines(store.getState())).toEqual([]);
  });

  it('keeps a wishlist: add once, exists, remove by id, clear', () => {
    const store = makeStore();
    store.dispatch(wishlistActions.added(entry(1)));
    store.dispatch(wishlistActions.added(entry(1)));
    store.dispatch(wishlistActions.added(entry(2)));
    expect(selectWishlist(store.getState()).map((e) => e.id)).toEqual([1, 2]);
    expect(selectInWishlist(store.getState(), 2)).toBe(true);
    store.dispatch(wishlistActions.removed(2));
    expect(selectInWishlist(store.getState(), 2)).toBe(false);
    store.dispatch(wishlistActions.cleared());
    expect(selectWishlist(store.getState())).toEqual([]);
  });

  it('starts with no promo code, applies one and clears it', () => {
    const store = makeStore();
    expect(selectVoucher(store.getState())).toBeNull();
    store.dispatch(promoActions.applied({ code: 'WELCOME15', value: 150, cartAmountTotal: 1000 }));
    expect(selectVoucher(store.getState())).toEqual({ code: 'WELCOME15', value: 150, cartAmountTotal: 1000 });
    store.dispatch(promoActions.cleared());
    expect(selectVoucher(store.getState())).toBeNull();
  });
});
