/** The messages' door: what other rooms of lib/server use of them. */
export { tellBackInStock } from './back-in-stock';
export { renderEmail, senderOf } from './email';
export { lowStockMessages } from './low-stock';
export { orderEditedMessages, orderPlacedMessages, orderStatusMessages, paidOrderMessages } from './order';
export { smsText } from './sms-texts';
