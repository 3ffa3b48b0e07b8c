/** The orders' door: what other rooms of lib/server use of it. */
export { afterMove, moveOrder, type MadeMove } from './move';
