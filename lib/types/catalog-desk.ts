/** A product in the back office's list. */
export interface DeskProductRow {
  id: number;
  title: string;
  slug: string;
  image: string;
  price: number;
  /** published: shown in the shop */
  active: boolean;
  /** pieces in stock over every size and colour */
  pieces: number;
  /** pieces of its scarcest size and colour */
  fewest: number;
}
