/** The customers' door: what other rooms of lib/server use of it (the orders' check of a blocked phone, the payments' of a released one). */
export { BLOCKED_HOLD_REASON, blockedPhone, phoneBlocked, releasedPhone } from './blocked';
