import { stringify } from 'csv-stringify/sync';

/**
 * Every cell quoted, CRLF line ends (RFC 4180, as spreadsheets expect), and spreadsheet formulas
 * neutralised with a leading `'` (a cell starting with = + - @ tab or CR, or their full-width forms).
 * Cells are made strings first so a negative number is escaped too, as it always was.
 */
const OPTIONS = { quoted: true, quoted_empty: true, escape_formulas: true, record_delimiter: 'windows' } as const;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A CSV document: the header row, then one row per array of cells, each line ended by CRLF. */
export const csvDocument = (header: string[], rows: unknown[][]) =>
  stringify(
    [header, ...rows].map((r) => r.map(text)),
    OPTIONS,
  );

/** One CSV cell, for callers that join their own rows (prefer csvDocument). */
export const csvCell = (v: unknown) => stringify([[text(v)]], { ...OPTIONS, eof: false });
