'use client';

import Form from 'next/form';
import { useEffect, useRef, useState } from 'react';
import styles from './HeaderSearch.module.scss';
import { SEARCH_MAX_LENGTH } from '@/lib/catalog-limits';

/** The search icon and the bar it opens: searching goes to /shop?search={text}; closing clears the text. */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const close = () => {
    setText('');
    setOpen(false);
  };

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
            required
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Search bras, lace, sleepwear…"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && close()}
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
      </div>
    </>
  );
}
