/** The couriers' door: what routes, pages and the start-up use of the room. */
export { bookParcels, releaseLostBooking } from './booking';
export { courierSetup, couriersReady } from './clients';
export { CourierError, type CourierName } from './courier';
export { addPayout, fetchPayouts, reconcile, reconciliationCsv } from './reconcile';
export { confirmReturn } from './returns';
export { checkOrderParcel, requestParcelReturn, startPolling } from './tracking';
export { handleEvent, receiveWebhook, webhookAnswer } from './webhooks';
