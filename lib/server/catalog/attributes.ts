import 'server-only';
import { and, asc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SIZE_GROUPS, type SizeGroup } from '../../size-groups';
import type { DeskAttributes, DeskAttributeValue } from '../../types/attributes';
import type { StaffMember } from '../../types/staff';
import type { AttributeKind } from '../../validation/attributes';
import { everyPageChanged } from '../changes';
import type { Db } from '../db';
import { colors, products, sizes, styles } from '../db/schema';
import { unlessTaken } from '../db/unique';
import { DomainError } from '../errors';
import { record } from '../history';
import { assertCan } from '../roles';

const TABLES = { sizes, colors, styles } as const;
/** The products' column that holds each list's ids. */
const PRODUCT_COLUMNS: Record<AttributeKind, AnyPgColumn> = {
  sizes: products.sizeIds,
  colors: products.colorIds,
  styles: products.styleIds,
};
const NAMES: Record<AttributeKind, string> = { sizes: 'size', colors: 'colour', styles: 'style' };

/** Sizes in the shop's order: by group (letter, band and cup), then as the owner arranged them. */
export const sizeOrder = [
  sql`array_position(array[${sql.raw(SIZE_GROUPS.map((g) => `'${g}'`).join(', '))}], ${sizes.group})`,
  asc(sizes.sort),
  asc(sizes.id),
];

/** How many products have a value of the list (its table named in full: drizzle writes a selected column unqualified). */
const productCount = (kind: AttributeKind) =>
  sql<number>`(select count(*) from ${products} p where ${sql.identifier(kind)}.id = any(p.${sql.identifier(PRODUCT_COLUMNS[kind].name)}))::int`;

/** Every size, colour and style with its group, swatch, whether it is retired and how many products have it. */
export async function listDeskAttributes(db: Db): Promise<DeskAttributes> {
  const [sizeRows, colorRows, styleRows] = await Promise.all([
    db
      .select({ id: sizes.id, title: sizes.title, group: sizes.group, retired: sizes.retired, products: productCount('sizes') })
      .from(sizes)
      .orderBy(...sizeOrder),
    db
      .select({
        id: colors.id,
        title: colors.title,
        value: colors.value,
        retired: colors.retired,
        products: productCount('colors'),
      })
      .from(colors)
      .orderBy(asc(colors.sort), asc(colors.id)),
    db
      .select({ id: styles.id, title: styles.title, retired: styles.retired, products: productCount('styles') })
      .from(styles)
      .orderBy(asc(styles.sort), asc(styles.id)),
  ]);
  return { sizes: sizeRows, colors: colorRows, styles: styleRows };
}

const taken = (kind: AttributeKind, title: string) =>
  new DomainError('conflict', `The ${NAMES[kind]} "${title}" is there already`, 'title');

async function valueOf(db: Db, kind: AttributeKind, id: number): Promise<DeskAttributeValue> {
  const value = (await listDeskAttributes(db))[kind].find((v) => v.id === id);
  if (!value) throw new DomainError('not-found', `No ${NAMES[kind]} has that id`);
  return value;
}

/** Refuses a title another value of the list has, whatever its case ("Black" and "black" read the same). */
async function checkTitle(db: Db, kind: AttributeKind, title: string, id?: number): Promise<void> {
  const table = TABLES[kind];
  const [same] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(sql`lower(${table.title}) = lower(${title})`, id === undefined ? undefined : sql`${table.id} <> ${id}`));
  if (same) throw taken(kind, title);
}

export type NewAttribute = { title: string; group?: SizeGroup; value?: string };

/** Adds a size (to its group), colour or style at the end of its list (Catalogue). Gives its id. */
export async function addAttribute(db: Db, actor: StaffMember, kind: AttributeKind, draft: NewAttribute): Promise<number> {
  assertCan(actor, 'catalogue');
  await checkTitle(db, kind, draft.title);
  const table = TABLES[kind];
  const id = await unlessTaken(
    db.transaction(async (tx) => {
      const [{ last }] = await tx.select({ last: max(table.sort) }).from(table);
      const [row] = await tx
        .insert(table)
        .values({
          title: draft.title,
          sort: (last ?? -1) + 1,
          ...(kind === 'sizes' && { group: draft.group }),
          ...(kind === 'colors' && { value: draft.value }),
        } as typeof sizes.$inferInsert & typeof colors.$inferInsert)
        .returning({ id: table.id });
      await record(tx, {
        staffId: actor.id,
        subject: 'attribute',
        subjectId: row.id,
        action: 'added',
        after: { list: kind, ...draft },
      });
      return row.id;
    }),
    () => taken(kind, draft.title),
  );
  await everyPageChanged(db);
  return id;
}

export type AttributeChange = { title?: string; value?: string; retired?: boolean };

/**
 * Renames a value, changes a colour's swatch, or retires or restores it (Catalogue). A retired value stays on
 * the products and orders that have it, and cannot be picked for another product (lib/server/catalog/editor.ts).
 */
export async function changeAttribute(
  db: Db,
  actor: StaffMember,
  kind: AttributeKind,
  id: number,
  change: AttributeChange,
): Promise<void> {
  assertCan(actor, 'catalogue');
  const before = await valueOf(db, kind, id);
  if (change.value !== undefined && kind !== 'colors') throw new DomainError('invalid', 'Only a colour has a swatch', 'value');
  if (change.title !== undefined) await checkTitle(db, kind, change.title, id);
  const table = TABLES[kind];
  const set = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  await unlessTaken(
    db.transaction(async (tx) => {
      await tx.update(table).set(set).where(eq(table.id, id));
      const was = Object.fromEntries(Object.keys(set).map((key) => [key, before[key as keyof DeskAttributeValue]]));
      await record(tx, {
        staffId: actor.id,
        subject: 'attribute',
        subjectId: id,
        action: 'edited',
        before: { list: kind, title: before.title, ...was },
        after: { list: kind, title: before.title, ...set },
      });
    }),
    () => taken(kind, change.title ?? before.title),
  );
  await everyPageChanged(db);
}

/**
 * Puts one list in a new order (sizes: one group's), which the filters and product pages follow (Catalogue).
 * `ids` names every value of the list or group once.
 */
export async function reorderAttributes(db: Db, actor: StaffMember, kind: AttributeKind, ids: number[]): Promise<void> {
  assertCan(actor, 'catalogue');
  const list = (await listDeskAttributes(db))[kind];
  const group = list.find((v) => v.id === ids[0])?.group;
  const members = list.filter((v) => v.group === group);
  if (members.length !== ids.length || !members.every((v) => ids.includes(v.id)))
    throw new DomainError('invalid', `Name every ${NAMES[kind]}${group ? ' of the group' : ''} once, in the new order`, 'ids');
  const table = TABLES[kind];
  const position: SQL = sql`array_position(${sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`}, ${table.id}) - 1`;
  await db.transaction(async (tx) => {
    await tx.update(table).set({ sort: position }).where(inArray(table.id, ids));
    await record(tx, {
      staffId: actor.id,
      subject: 'attribute',
      subjectId: ids[0],
      action: 'reordered',
      before: { list: kind, order: members.map((v) => v.title).join(', ') },
      after: { list: kind, order: ids.map((id) => list.find((v) => v.id === id)!.title).join(', ') },
    });
  });
  await everyPageChanged(db);
}
