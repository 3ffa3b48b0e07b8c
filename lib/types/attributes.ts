import type { SizeGroup } from '../size-groups';

/** A size, colour or style as the owner keeps it at /admin/attributes. */
export interface DeskAttributeValue {
  id: number;
  title: string;
  /** a colour's swatch */
  value?: string;
  /** a size's group */
  group?: SizeGroup;
  retired: boolean;
  /** how many products have it */
  products: number;
}

export interface DeskAttributes {
  sizes: DeskAttributeValue[];
  colors: DeskAttributeValue[];
  styles: DeskAttributeValue[];
}

/** A size of the listing's filter, under its group's heading. */
export interface SizeFilterGroup {
  group: SizeGroup;
  title: string;
  sizes: { id: number; title: string }[];
}
