import { displayFont } from '@/styles/fonts';
import { DISPLAY_FONT_KEPT } from './display-font-kept';
import { DisplayFontLater } from './DisplayFontLater';

/**
 * Runs before the first paint and marks `<html data-display-font>` when this browser already keeps the display
 * face's file (DisplayFontLater saved it on an earlier page): the headings then take the face (styles/_tokens.scss),
 * which comes from the browser's cache within its short `optional` wait. A first visit's headings stay in the
 * face's size-matched fallback for that page.
 */
const SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(DISPLAY_FONT_KEPT)}))document.documentElement.dataset.displayFont="kept"}catch(e){}`;

export function DisplayFont() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
      <DisplayFontLater family={displayFont.style.fontFamily.split(',')[0].replace(/'/g, '').trim()} />
    </>
  );
}
