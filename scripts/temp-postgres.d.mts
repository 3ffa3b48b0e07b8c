export function startTempPostgres(port?: number): { url: string; stop(): void } | null;
