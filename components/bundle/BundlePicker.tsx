'use client';

import { useState } from 'react';
import { useCart } from '@/components/cart/useCart';
import { MediaImage } from '@/components/ui/MediaImage';
import { ShopLink } from '@/components/ui/ShopLink';
import { groupValues, NO_PICK } from '@/lib/cart';
import { piecesLeft } from '@/lib/stock';
import type { Bundle } from '@/lib/types/bundle';
import type { AttributePick } from '@/lib/types/cart';
import type { AttributeGroup } from '@/lib/types/catalog';
import styles from './BundlePicker.module.scss';

const LABELS: Record<AttributeGroup['name'], string> = { Size: 'Size', Color: 'Colour' };
const KEYS = { Size: 'size', Color: 'color' } as const;

/** Each piece of a bundle with a size and colour to pick, and the button that puts the whole set in the cart. */
export function BundlePicker({ bundle }: { bundle: Bundle }) {
  const cart = useCart();
  const [picks, setPicks] = useState<AttributePick[]>(() => bundle.pieces.map(() => NO_PICK));
  const choose = (index: number, name: AttributeGroup['name'], id: string) => {
    const value = groupValues(bundle.pieces[index], name).find((v) => String(v.id) === id) ?? null;
    setPicks((all) => all.map((pick, i) => (i === index ? { ...pick, [KEYS[name]]: value } : pick)));
  };
  return (
    <div className={styles.picker}>
      <ol className={styles.pieces}>
        {bundle.pieces.map((piece, index) => (
          <li key={index} className={styles.piece} data-testid="bundle-piece">
            <MediaImage file={piece.image} alt="" width={96} height={120} />
            <div className={styles.choices}>
              <ShopLink href={`/product/${piece.slug}`} className={styles.title}>
                {piece.title_en}
              </ShopLink>
              {(['Color', 'Size'] as const).map((name) => {
                const values = groupValues(piece, name);
                if (!values.length) return null;
                const id = `piece-${index}-${KEYS[name]}`;
                const other = name === 'Size' ? picks[index].color : picks[index].size;
                return (
                  <label key={name} htmlFor={id} className={styles.choice}>
                    {LABELS[name]}
                    <select
                      id={id}
                      value={picks[index][KEYS[name]]?.id ?? ''}
                      onChange={(e) => choose(index, name, e.target.value)}
                    >
                      <option value="">Select a {name === 'Size' ? 'size' : 'colour'}</option>
                      {values.map((value) => {
                        const pick = name === 'Size' ? { size: value, color: other } : { size: other, color: value };
                        const soldOut = Boolean(pick.size && pick.color) && piecesLeft(piece.stock, pick) <= 0;
                        return (
                          <option key={value.id} value={value.id}>
                            {soldOut ? `${value.title} (sold out)` : value.title}
                          </option>
                        );
                      })}
                    </select>
                  </label>
                );
              })}
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className={styles.add} onClick={() => cart.addBundle(bundle, picks)}>
        Add set to cart
      </button>
    </div>
  );
}
