import { SIZE_GROUP_TITLES } from '@/lib/size-groups';
import type { DeskAttributes, DeskAttributeValue } from '@/lib/types/attributes';
import type { AttributeKind } from '@/lib/validation/attributes';
import { PageTitle } from '../ui/PageTitle';
import { Panel } from '../ui/Panel';
import { AddAttributeForm } from './AddAttributeForm';
import { AttributeRow } from './AttributeRow';
import styles from './AttributesDesk.module.scss';

/** One list (or one size group): each value with its rename, swatch, move and retire, then a form to add one. */
function ValueList({
  kind,
  heading,
  values,
  group,
}: {
  kind: AttributeKind;
  heading: string;
  values: DeskAttributeValue[];
  group?: 'letter' | 'band_cup';
}) {
  const order = values.map((value) => value.id);
  return (
    <>
      <table className={styles.values}>
        <caption>{heading}</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Products</th>
            <th scope="col">Order and status</th>
          </tr>
        </thead>
        <tbody>
          {values.map((value) => (
            <AttributeRow key={value.id} kind={kind} value={value} order={order} />
          ))}
        </tbody>
      </table>
      <AddAttributeForm kind={kind} heading={heading} group={group} />
    </>
  );
}

/**
 * The owner's sizes (by group), colours and styles: add, rename, reorder (the filters and product pages follow) and
 * retire (a retired value stays on the products and orders that have it, and cannot be picked for another).
 */
export function AttributesDesk({ attributes }: { attributes: DeskAttributes }) {
  const sizes = (group: 'letter' | 'band_cup') => attributes.sizes.filter((size) => size.group === group);
  return (
    <>
      <PageTitle>Attributes</PageTitle>
      <Panel id="sizes-title" title="Sizes">
        <p className={styles.hint}>
          Each product is sold in one size group: {SIZE_GROUP_TITLES.letter}, {SIZE_GROUP_TITLES.band_cup} (bands 28–44, cups
          AA–H) or {SIZE_GROUP_TITLES.one_size} (no size to pick). The shop&apos;s size filter shows the sizes its products have.
        </p>
        <h3>{SIZE_GROUP_TITLES.letter}</h3>
        <ValueList kind="sizes" heading={`${SIZE_GROUP_TITLES.letter} sizes`} values={sizes('letter')} group="letter" />
        <h3>{SIZE_GROUP_TITLES.band_cup}</h3>
        <ValueList kind="sizes" heading={`${SIZE_GROUP_TITLES.band_cup} sizes`} values={sizes('band_cup')} group="band_cup" />
      </Panel>
      <Panel id="colors-title" title="Colours">
        <ValueList kind="colors" heading="Colours" values={attributes.colors} />
      </Panel>
      <Panel id="styles-title" title="Styles">
        <ValueList kind="styles" heading="Styles" values={attributes.styles} />
      </Panel>
    </>
  );
}
