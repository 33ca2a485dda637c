/**
 * CSV of rate tables (RFC 4180): fields separated by commas, a field in double quotes may hold commas,
 * line breaks and doubled quotes; lines end with CRLF or LF; a leading byte-order mark is ignored.
 */
export function parseCsv(text: string): { ok: true; value: string[][] } | { ok: false; problem: string } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  for (let index = 0; index < source.length; index++) {
    const char = source[index] as string;
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          field += '"';
          index++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      if (field.trim() !== '') return { ok: false, problem: `line ${line} has a quote inside an unquoted field` };
      field = '';
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      line++;
    } else field += char;
  }
  if (quoted) return { ok: false, problem: `a quoted field opened before line ${line} is never closed` };
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return { ok: true, value: rows };
}

const needsQuotes = /[",\r\n]|^\s|\s$/;

/** Rows as CSV, CRLF line ends, quoting only fields that need it. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return rows
    .map((row) => row.map((cell) => (needsQuotes.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','))
    .join('\r\n')
    .concat('\r\n');
}
