/** Set in the browser's storage once it has fetched the display face's file (DisplayFontLater). */
export const DISPLAY_FONT_KEPT = 'display-font';
