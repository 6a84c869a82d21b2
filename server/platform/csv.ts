/** One CSV cell: quoted, with spreadsheet formulas neutralised (a leading = + - @ tab or CR). */
export const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** A CSV document (CRLF line ends, as RFC 4180 and spreadsheets expect). */
export const csvDocument = (header: string[], rows: unknown[][]) => [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
