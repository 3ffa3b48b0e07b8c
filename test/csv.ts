/** A CSV file's rows as a spreadsheet reads them: the byte order mark dropped, quoted fields ("" and commas) undone. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\r')) cell += c;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else {
      // \r\n ends a row
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    }
  }
  return rows;
}

/** The rows of a CSV file as objects by its header's names. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
}
