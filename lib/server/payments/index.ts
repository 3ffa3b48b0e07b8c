/** The payments' door: what routes, pages, orders and the start-up use of the room. */
export { attemptByInvoice, openAttempt, paymentAhead } from './attempts';
export { bkashGateway, gatewaysReady, sslcommerzGateway } from './gateways';
export { GatewayError, type GatewayReport } from './gateway';
export { checkoutPayment, paymentPlan } from './plan';
export { settle, type Settled } from './settle';
export { bkashReturn, orderPayment, returnPath, sslcommerzNotice, sslcommerzReturn, sslcommerzSigned } from './returns';
export { expireAttempts, startExpirySweep } from './expiry';
export { listPayments, orderPayments } from './desk';
export { refundPayment } from './refunds';
