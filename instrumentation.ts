/** Next.js runs this once in each server process, before it handles a request. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./lib/server/startup')).startShop();
}
