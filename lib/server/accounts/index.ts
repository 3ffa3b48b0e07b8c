/** The accounts room's door for the other rooms: whether an order comes from a proved number; phone accounts. */
export { orderCodeNeeded, provenOrderPhone } from './order-phone';
export { newPhoneAccount, phoneAccount } from './phone-signin';
export { customerAccount } from './customers';
