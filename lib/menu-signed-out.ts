/**
 * The header menu's Sign Out text (spec section 8), in a module of its own: the menu is on every page, and a
 * bundle takes a whole module, so importing it from auth-messages would send every sign-in text with each page.
 */
export const MENU_SIGNED_OUT = 'Signed Out';
