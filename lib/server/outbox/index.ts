/** The outbox's door: what other rooms of lib/server use of it. */
export { nudgeSender, queueMessages, type Message } from './queue';
export { unconfiguredChannels } from './transports';
