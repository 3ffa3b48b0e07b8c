/** A password-reset link's token hidden: what the back office shows, and what is kept once the link is sent. */
export const maskTokens = (text: string) => text.replace(/token=[A-Za-z0-9_-]+/g, 'token=…');
