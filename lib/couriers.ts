/** The couriers the desk books with, as the code and the wire name them, and as people do. */
export const COURIER_NAMES = ['steadfast', 'pathao'] as const;
export type CourierName = (typeof COURIER_NAMES)[number];

const TITLES: Record<CourierName, string> = { steadfast: 'Steadfast', pathao: 'Pathao' };

/** How the desk, the history and the shopper's page name a courier: 'Steadfast'. */
export const courierTitle = (name: string) => TITLES[name as CourierName] ?? name;
