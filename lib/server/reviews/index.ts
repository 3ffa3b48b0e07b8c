/** The reviews' door: what other rooms of lib/server use of them. */
export { cardRatingOf } from './published';
