/**
 * A real SMTP server for the tests (the smtp-server package), keeping every message it accepts, parsed: the shop
 * sends to it through nodemailer as it would to any mail server. `refuse` makes it answer the first that many
 * messages with a temporary failure (451), as a busy server does.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** @param {{ port?: number, refuse?: number }} [options] */
export async function startMailServer({ port = 0, refuse = 0 } = {}) {
  /** @type {{ to: string[], from: string, subject: string, text: string, html: string }[]} */
  const messages = [];
  let refusals = refuse;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', async () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Busy, try again later'), { responseCode: 451 });
          return callback(error);
        }
        const mail = await simpleParser(Buffer.concat(chunks));
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
        });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
