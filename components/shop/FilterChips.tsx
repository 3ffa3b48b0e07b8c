'use client';

import { filterChips } from '@/lib/filter-chips';
import { withoutFilters, type ShopState } from '@/lib/shop-url';
import type { ShopAttributes } from '@/lib/types/catalog';
import styles from './FilterChips.module.scss';

interface Props {
  state: ShopState;
  attributes: ShopAttributes;
  onChange: (next: ShopState) => void;
}

/** The filters in force above the results, each removable on its own, and Clear filters for two or more. */
export function FilterChips({ state, attributes, onChange }: Props) {
  const chips = filterChips(state, attributes);
  if (!chips.length) return null;
  return (
    <ul className={styles.chips} aria-label="Filters in force">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className={styles.chip}
            aria-label={`Remove ${chip.label}`}
            onClick={() => onChange(chip.without)}
          >
            {chip.label}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button type="button" className={styles.clear} onClick={() => onChange(withoutFilters(state))}>
            Clear filters
          </button>
        </li>
      )}
    </ul>
  );
}
