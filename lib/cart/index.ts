/** The shop's cart rules: pure functions shared by the browser and the server. */
export * from './attributes';
export * from './bundle';
export * from './lines';
export * from './messages';
export * from './promo';
export * from './shipping';
export * from './summary';
export * from './request';
export * from './minimum';
