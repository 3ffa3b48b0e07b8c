'use client';

import { useEffect, useMemo, useState } from 'react';
import { MediaImage } from '@/components/ui/MediaImage';
import { ShopLink } from '@/components/ui/ShopLink';
import { formatPrice } from '@/lib/format';
import type { SearchSuggestions as Found, ProductSuggestion } from '@/lib/types/catalog';
import styles from './HeaderSearch.module.scss';

/** How long the typing must pause before suggestions are asked for. */
const DEBOUNCE_MS = 200;

/** One suggestion: a collection, or a product with its picture and price. */
interface Option {
  key: string;
  href: string;
  title: string;
  product?: ProductSuggestion;
}

interface Props {
  /** what the shopper has typed (2 characters or more) */
  text: string;
  /** the suggestion the arrow keys are on, -1 for none */
  active: number;
  /** the addresses suggested, in order: what Enter opens */
  onItems: (hrefs: string[]) => void;
  /** a suggestion was clicked */
  onPick: () => void;
  /** the id of the option at a position (the field's aria-activedescendant names it) */
  optionId: (index: number) => string;
}

/**
 * The header search's suggestions (a listbox the search field controls): collections, then products with their
 * picture and price. Asked for once the typing pauses; a request overtaken by more typing is cancelled, so an
 * old answer never replaces a newer one. Its code loads when the search bar first opens.
 */
export function SearchSuggestions({ text, active, onItems, onPick, optionId }: Props) {
  const [found, setFound] = useState<Found | null>(null);

  useEffect(() => {
    const request = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/shop/suggest?${new URLSearchParams({ search: text })}`, { signal: request.signal });
        if (res.ok) setFound((await res.json()) as Found);
      } catch {
        // cancelled by more typing, or offline: the suggestions shown stay until the next answer
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [text]);

  const options = useMemo(
    (): Option[] => [
      ...(found?.collections ?? []).map((c) => ({ key: `c${c.id}`, href: `/shop?category=${c.slug}`, title: c.title_en })),
      ...(found?.products ?? []).map((p) => ({ key: p.slug, href: `/product/${p.slug}`, title: p.title_en, product: p })),
    ],
    [found],
  );
  useEffect(() => {
    onItems(options.map((o) => o.href));
    return () => onItems([]);
  }, [options, onItems]);

  if (!options.length) return null;
  return (
    <div id="header-suggestions" role="listbox" aria-label="Suggestions" className={styles.suggestions}>
      {options.map((option, index) => (
        <ShopLink
          key={option.key}
          id={optionId(index)}
          href={option.href}
          prefetch={false}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          className={styles.suggestion}
          onClick={onPick}
        >
          {option.product ? (
            <MediaImage file={option.product.image} alt="" width={40} height={50} />
          ) : (
            <span className={styles.suggestionKind}>Collection</span>
          )}
          <span className={styles.suggestionTitle}>{option.title}</span>
          {option.product && <span className={styles.suggestionPrice}>{formatPrice(option.product.price)}</span>}
        </ShopLink>
      ))}
    </div>
  );
}
