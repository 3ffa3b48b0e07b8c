/** Types of compression.mjs (server/index.mjs loads the plain JavaScript as it is). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export function compress(req: IncomingMessage, res: ServerResponse, next: () => void): void;
export function keptBodies(): { entries: number; bytes: number; pending: number };
export function keptSettled(): Promise<void>;
