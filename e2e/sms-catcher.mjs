/**
 * The journeys' SMS gateway: the fake of Bangladesh's gateways (test/sms-gateway.mjs) the shop sends to
 * (SMS_DRIVER=bulksmsbd, SMS_GATEWAY_URL on this port), read by the journeys at `GET /__fake/sms?to=8801…`.
 * Usage: node e2e/sms-catcher.mjs PORT KEY
 */
import { startSmsGateway } from '../test/sms-gateway.mjs';

const [port, key] = process.argv.slice(2);
await startSmsGateway({ port: Number(port), key });
console.log(`SMS gateway on ${port}`);
