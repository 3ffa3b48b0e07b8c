/** The customers' door: what other rooms of lib/server use of it (the orders' check of a blocked phone). */
export { BLOCKED_HOLD_REASON, blockedPhone, phoneBlocked } from './blocked';
