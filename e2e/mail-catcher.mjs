/**
 * The journeys' mail server: a real SMTP server (test/mail-server.mjs) the shop sends to (SMTP_URL), and an HTTP
 * reader of what arrived, `GET /messages?to=address`, for the journeys to open an e-mail's link.
 * Usage: node e2e/mail-catcher.mjs SMTP_PORT HTTP_PORT
 */
import http from 'node:http';
import { startMailServer } from '../test/mail-server.mjs';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
const mail = await startMailServer({ port: smtpPort });

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catcher');
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = mail.messages.filter((m) => !to || m.to.some((address) => address.toLowerCase() === to));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(messages));
  })
  .listen(httpPort, '127.0.0.1', () => console.log(`Mail catcher: SMTP ${smtpPort}, messages on ${httpPort}`));
