'use client';

import type { CSSProperties, FocusEvent, KeyboardEvent } from 'react';
import { CURRENCY } from '@/lib/format';
import { isNarrowed, priceBound, toggleId, withPrice, type FilterList, type PriceBound, type ShopState } from '@/lib/shop-url';
import type { SizeFilterGroup } from '@/lib/types/attributes';
import type { AttributeValue, ShopAttributes } from '@/lib/types/catalog';
import styles from './ShopFilters.module.scss';

interface Props {
  state: ShopState;
  attributes: ShopAttributes;
  sizeGroups: SizeFilterGroup[];
  onChange: (next: ShopState) => void;
}

/** Categories, colours, sizes, styles and a price range; each change narrows the listing at once. */
export function ShopFilters({ state, attributes, sizeGroups, onChange }: Props) {
  const ticked = (name: FilterList, id: number) => state.filter[name]?.includes(id) ?? false;
  const toggle = (name: FilterList, id: number) => onChange(toggleId(state, name, id));
  const options = (name: FilterList, values: AttributeValue[], className: string) =>
    values.map((value) => (
      <label key={value.id} className={className}>
        <input type="checkbox" checked={ticked(name, value.id)} onChange={() => toggle(name, value.id)} />
        <span>{value.title}</span>
      </label>
    ));

  return (
    <div className={styles.filters}>
      <div className={styles.heading}>
        <h2>Filters</h2>
        {isNarrowed(state) && (
          <button type="button" className={styles.clear} onClick={() => onChange({ filter: {} })}>
            Clear all
          </button>
        )}
      </div>

      <fieldset>
        <legend>Category</legend>
        {options(
          'categories',
          attributes.categories.map((c) => ({ id: c.id, title: c.title_en })),
          styles.check,
        )}
      </fieldset>

      <fieldset>
        <legend>Colour</legend>
        <div className={styles.swatches}>
          {attributes.colors.map((color) => (
            <label key={color.id} className={styles.swatch}>
              <input
                type="checkbox"
                checked={ticked('colors', color.id)}
                onChange={() => toggle('colors', color.id)}
                style={{ '--swatch': color.value } as CSSProperties}
              />
              <span>{color.title}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>Size</legend>
        {sizeGroups.map((group) => (
          <div key={group.group} role="group" aria-labelledby={`size-group-${group.group}`} className={styles.sizeGroup}>
            <h3 id={`size-group-${group.group}`}>{group.title}</h3>
            <div className={styles.chips}>{options('sizes', group.sizes, styles.chip)}</div>
          </div>
        ))}
      </fieldset>

      <fieldset>
        <legend>Style</legend>
        {options('styles', attributes.styles, styles.check)}
      </fieldset>

      <fieldset>
        <legend>Price ({CURRENCY})</legend>
        <div className={styles.prices}>
          <PriceField label="Min price" bound="minPrice" state={state} onChange={onChange} />
          <span aria-hidden="true">–</span>
          <PriceField label="Max price" bound="maxPrice" state={state} onChange={onChange} />
        </div>
      </fieldset>
    </div>
  );
}

/** A free-text price bound, taken on blur or Enter. */
function PriceField({ label, bound, state, onChange }: { label: string; bound: PriceBound } & Pick<Props, 'state' | 'onChange'>) {
  const current = state.filter[bound];
  const apply = (field: HTMLInputElement) => {
    if (priceBound(field.value) !== current) onChange(withPrice(state, bound, field.value));
    else field.value = current === undefined ? '' : String(current);
  };
  return (
    <label className={styles.price}>
      <span>{label}</span>
      <input
        key={current ?? ''}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={current}
        placeholder={bound === 'minPrice' ? 'Min' : 'Max'}
        onBlur={(event: FocusEvent<HTMLInputElement>) => apply(event.currentTarget)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') apply(event.currentTarget);
        }}
      />
    </label>
  );
}
