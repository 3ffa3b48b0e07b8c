import type { ProductFormInput } from '../validation/product-form';
import type { SizeGroup } from '../size-groups';
import type { AttributeValue } from './catalog';

/** A size, colour or style the form offers: a retired one only to the products that have it already. */
export type ProductChoice = AttributeValue & { retired: boolean };

/** What a product may be made of, as the back office's form offers it. */
export interface ProductChoices {
  collections: { id: number; title: string }[];
  styles: ProductChoice[];
  sizes: (ProductChoice & { group: SizeGroup })[];
  colors: ProductChoice[];
}

/** A stored product as the form edits it: the fields it saves, plus its id and main image. */
export type ProductFormValues = Required<ProductFormInput> & { id: number; image: string };

/** One of a product's photos, in the order staff arranged them: its colour's id, or null for every colour. */
export interface ProductPhoto {
  id: number;
  file: string;
  color_id: number | null;
  width: number;
  height: number;
}
