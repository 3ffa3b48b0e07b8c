/** Types of scripts-after-paint.mjs (server/index.mjs loads the plain JavaScript as it is). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export function scriptsAfterPaint(req: IncomingMessage, res: ServerResponse): void;
