'use client';

import dynamic from 'next/dynamic';
import Form from 'next/form';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styles from './HeaderSearch.module.scss';
import { SEARCH_MAX_LENGTH } from '@/lib/catalog-limits';

/**
 * The suggestions' code loads when the bar first opens, not with the page. Not rendered on the server, so
 * next/dynamic gives it a Suspense boundary of its own: while its code loads, nothing above it (the field being
 * typed in) is hidden.
 */
const loadSuggestions = () => import('./SearchSuggestions');
const SearchSuggestions = dynamic(() => loadSuggestions().then((m) => m.SearchSuggestions), { ssr: false });

/** The id of the suggestion at a position (the field's aria-activedescendant). */
const suggestionId = (index: number) => `header-suggestion-${index}`;

/**
 * The search icon and the bar it opens: searching goes to /shop?search={text}; closing clears the text. From the
 * second character the field suggests collections and products (a combobox: the arrow keys move through them,
 * Enter opens the one chosen, or searches when none is).
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [suggested, setSuggested] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    void loadSuggestions();
  }, [open]);

  const close = () => {
    setText('');
    setActive(-1);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggested.length;
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown' && count) setActive((a) => (a + 1 < count ? a + 1 : -1));
    else if (event.key === 'ArrowUp' && count) setActive((a) => (a < 0 ? count - 1 : a - 1));
    else if (event.key === 'Enter' && suggested[active]) router.push(suggested[active]);
    else return;
    if (event.key === 'Enter') close();
    event.preventDefault();
  };
  const typed = text.trim();

  return (
    <>
      <button
        type="button"
        className={styles.icon}
        aria-label="Search the shop"
        aria-expanded={open}
        aria-controls="header-search"
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <div id="header-search" className={styles.bar} hidden={!open}>
        <Form action="/shop" role="search" className={styles.form} onSubmit={() => setOpen(false)}>
          <label htmlFor="header-search-text" className={styles.label}>
            Search products
          </label>
          <input
            ref={input}
            id="header-search-text"
            name="search"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={suggested.length > 0}
            aria-controls="header-suggestions"
            aria-activedescendant={active >= 0 ? suggestionId(active) : undefined}
            autoComplete="off"
            required
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Search bras, lace, sleepwear…"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={styles.submit}>
            Search
          </button>
          <button type="button" className={styles.close} aria-label="Close search" onClick={close}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        </Form>
        {open && typed.length >= 2 && (
          <SearchSuggestions text={typed} active={active} onItems={setSuggested} onPick={close} optionId={suggestionId} />
        )}
      </div>
    </>
  );
}
