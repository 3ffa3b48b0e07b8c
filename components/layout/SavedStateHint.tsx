import { STORAGE_KEY } from '@/store/persist';

/**
 * Runs before the first paint and marks the page with what the browser's saved state holds: `<html
 * data-cart="filled">` when it has cart lines, `data-session="in"` when the shopper is signed in. A screen
 * waiting for that state can then already show the likelier outcome (the cart page shows the empty cart to a
 * shopper who has none, checkout the sign-in panel to a visitor). Anything unreadable leaves the page unmarked.
 */
const SCRIPT = `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEY)}))||{},d=document.documentElement.dataset,r=function(k){try{return JSON.parse(s[k])||{}}catch(e){return{}}};if((r("cart").lines||[]).length)d.cart="filled";if(r("session").auth===true)d.session="in"}catch(e){}`;

export function SavedStateHint() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
