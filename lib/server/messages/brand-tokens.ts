import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The brand colours and serif font stack server code draws with, as `styles/_tokens.scss` defines them. */
interface BrandTokens {
  ink: string;
  plum: string;
  blush: string;
  cream: string;
  fontSerif: string;
}

/**
 * Reads the tokens from the text of `_tokens.scss` (one `$name: value;` declaration each).
 * @internal
 */
export function parseBrandTokens(scss: string): BrandTokens {
  const value = (name: string): string => {
    const m = new RegExp(`^\\$${name}:\\s*([^;]+);`, 'm').exec(scss);
    if (!m) throw new Error(`Brand token $${name} is missing from styles/_tokens.scss`);
    return m[1].trim();
  };
  return { ink: value('ink'), plum: value('plum'), blush: value('blush'), cream: value('cream'), fontSerif: value('font-serif') };
}

let tokens: BrandTokens | undefined;

/** The brand tokens, read once from `styles/_tokens.scss` under the working directory (the project root). */
export function brandTokens(): BrandTokens {
  tokens ??= parseBrandTokens(readFileSync(path.join(process.cwd(), 'styles/_tokens.scss'), 'utf8'));
  return tokens;
}
