/** Types of kept-answers.mjs (server/index.mjs loads the plain JavaScript as it is). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export function keptAnswers(): { entries: number; bytes: number };
export function answerKept(req: IncomingMessage, res: ServerResponse, next: () => void): void;
