/**
 * What a back-office account may do, area by area. The owner may do everything; every other account holds the areas
 * the owner ticked for it. One list for the services' checks, the menu and the owner's form. Customers stands apart
 * from Orders, as in the big shop systems: a packer works the order desk without browsing every customer's record.
 */
export const AREAS = [
  { key: 'orders', label: 'Orders' },
  { key: 'customers', label: 'Customers' },
  { key: 'catalogue', label: 'Catalogue' },
  { key: 'prices', label: 'Prices and offers' },
  { key: 'coupons', label: 'Coupons' },
  { key: 'content', label: 'Content' },
  { key: 'exports', label: 'Exports' },
  { key: 'revenue', label: 'Revenue figures' },
  { key: 'couriers', label: 'Couriers and money' },
  { key: 'staff', label: 'Staff' },
  { key: 'settings', label: 'Settings' },
] as const;

export type Area = (typeof AREAS)[number]['key'];

export const AREA_KEYS = AREAS.map((area) => area.key) as [Area, ...Area[]];

/** The owner's shortcuts when ticking an account's areas. */
export const PRESETS: { name: string; areas: readonly Area[] }[] = [
  { name: 'Order desk', areas: ['orders'] },
  { name: 'Catalogue', areas: ['catalogue', 'content'] },
  { name: 'Manager', areas: AREA_KEYS.filter((area) => area !== 'staff' && area !== 'settings') },
];

/** What a "staff" account could do before areas existed: its migration gives it exactly these. */
export const FORMER_STAFF_AREAS: readonly Area[] = [
  'orders',
  'customers',
  'catalogue',
  'prices',
  'coupons',
  'content',
  'exports',
  'revenue',
];

/** Whether an account may work in an area. */
export const can = (member: { role: string; permissions: readonly Area[] }, area: Area) =>
  member.role === 'owner' || member.permissions.includes(area);

/** An account's areas as people read them (its row, the history), in the list's order. */
export const areaLabels = (areas: readonly Area[]) =>
  AREAS.filter((area) => areas.includes(area.key))
    .map((area) => area.label)
    .join(', ') || 'None';
