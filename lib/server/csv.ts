import 'server-only';

/** What a spreadsheet opens a CSV file as UTF-8 by: Excel reads Bangla names and the taka sign right only with it. */
export const CSV_BOM = '\uFEFF';

/** A cell a spreadsheet must keep as typed (a phone number): see `asText`. */
type TextCell = { text: string };

export type CsvCell = string | number | null | undefined | TextCell;

/**
 * A value a spreadsheet must keep as text, such as a phone number: Excel opens a CSV file with no import step and
 * reads 01712345678 as the number 1712345678, losing the 0.
 */
export const asText = (value: string | null | undefined): TextCell | undefined => (value ? { text: value } : undefined);

/**
 * What a text cell may hold to be written as the formula `="…"`: digits, `+`, spaces, commas and slashes. The formula
 * only returns its own text, and these characters can neither end its quotes nor call anything.
 */
const NUMBER_LIKE = /^[0-9+ ,/]+$/;

/** A field's text, quoted when it holds a comma, quote or line break. */
const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * A CSV field. Text starting with = + - @ (or a tab or carriage return) is prefixed with ' so that a spreadsheet
 * shows it instead of running it as a formula. A text cell of digits is written as `="01712345678"`: Excel, Google
 * Sheets and LibreOffice show its text with the leading 0, where a leading tab would stay in the cell and break
 * look-ups, and a leading ' would show.
 */
function field(value: CsvCell): string {
  if (typeof value === 'object' && value !== null) {
    return NUMBER_LIKE.test(value.text) ? quoted(`="${value.text}"`) : field(value.text);
  }
  const text = String(value ?? '');
  return quoted(/^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text);
}

/** One CSV row, ended as spreadsheets expect (CRLF). */
export const csvLine = (values: CsvCell[]) => `${values.map(field).join(',')}\r\n`;

/** Rows written as they are read: the next chunk is asked for only when the client has taken the last. */
export function csvStream(rows: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await rows.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
}

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
