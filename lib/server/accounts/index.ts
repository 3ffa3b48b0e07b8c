/** The accounts room's door for the other rooms: whether an order comes from a proved number. */
export { orderCodeNeeded, provenOrderPhone } from './order-phone';
