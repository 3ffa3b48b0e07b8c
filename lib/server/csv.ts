import 'server-only';

/** What a spreadsheet opens a CSV file as UTF-8 by: Excel reads Bangla names and the taka sign right only with it. */
export const CSV_BOM = '\uFEFF';

/**
 * A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is prefixed with ' so that a
 * spreadsheet shows it as text instead of running it as a formula.
 */
function field(value: string | number | null | undefined): string {
  const text = String(value ?? '');
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV row, ended as spreadsheets expect (CRLF). */
export const csvLine = (values: (string | number | null | undefined)[]) => `${values.map(field).join(',')}\r\n`;

/** A CSV file's answer: downloaded under `filename`, never kept by a cache. */
export function csvResponse(body: BodyInit, filename: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}
