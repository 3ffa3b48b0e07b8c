/** A reset link's token in a message's text, as a regular expression's source (for JavaScript and PostgreSQL). */
export const TOKEN_PATTERN = 'token=[A-Za-z0-9_-]+';
export const MASKED_TOKEN = 'token=…';

/** A password-reset link's token hidden: what the back office shows, and what is kept once the link is sent. */
export const maskTokens = (text: string) => text.replace(new RegExp(TOKEN_PATTERN, 'g'), MASKED_TOKEN);
