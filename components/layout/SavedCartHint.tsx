import { STORAGE_KEY } from '@/store/persist';

/**
 * Runs before the first paint: marks the page (`<html data-cart="filled">`) when the browser's saved state holds
 * cart lines, so that a screen waiting for that state can already show the likelier outcome (the cart page shows
 * the empty cart at once to a shopper who has none). Anything unreadable leaves the page unmarked.
 */
const SCRIPT = `try{if(JSON.parse(JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})).cart).lines.length)document.documentElement.dataset.cart="filled"}catch(e){}`;

export function SavedCartHint() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
