/** The settings' door: what other rooms of lib/server use of them. */
export { getStoreSettings, shippingSettings, type StoreRow } from './store';
