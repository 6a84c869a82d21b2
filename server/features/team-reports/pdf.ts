import PDFDocument from 'pdfkit';
import type { TeamReport } from '../../../common/team-reports.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { fontFor } from '../waivers/pdf.ts';
import { athleteLines, monthName, summaryLine, WORDS } from './words.ts';

/**
 * The report as a printable PDF (decision 054), in the reader's language: the facility, a cover line
 * (the group, the month, its coach) and the group's summary, then one block per athlete: attendance,
 * plan compliance, test results and their change, coach feedback quotes. A one-athlete report (a
 * parent's e-mail) leaves out the group's summary. Names and quotes in scripts Helvetica cannot
 * write are set in the embedded DejaVu Sans (as the waiver PDF does). `compress: false` leaves the
 * page streams readable (tests).
 */
export function teamReportPdf(r: TeamReport, facility: { name: string }, { reader = 'en' as Language, compress = true, single = false } = {}): Promise<Buffer> {
  const w = WORDS[reader];
  const title = single && r.athletes[0] ? `${w.athleteTitle}: ${r.athletes[0].name}` : `${w.title}: ${r.group.name}`;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    compress,
    lang: reader,
    info: { Title: `${title} (${monthName(r.month, reader)})`, Author: facility.name, Creator: facility.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = (style: 'regular' | 'bold' | 'italic', size: number, text: string) => doc.font(fontFor(style, text)).fontSize(size).text(text);

  write('bold', 16, facility.name);
  write('bold', 13, title);
  write(
    'regular',
    11,
    `${monthName(r.month, reader)}${r.partial ? ` ${w.sofar}` : ''} · ${w.coach}: ${r.group.owner.name}${single ? '' : ` · ${r.group.name}`}`,
  );
  if (!single) {
    doc.moveDown(0.5);
    write('bold', 11, w.summary);
    write('regular', 10, summaryLine(r, reader));
  }
  for (const a of r.athletes) {
    doc.moveDown();
    // an athlete's block starts on a new page rather than with its heading alone at the bottom
    if (doc.y > doc.page.height - doc.page.margins.bottom - 120) doc.addPage();
    write('bold', 13, a.name);
    for (const part of athleteLines(a, reader)) {
      doc.moveDown(0.3);
      write('bold', 10, part.label);
      for (const line of part.lines) write(part.label === w.feedback && a.quotes.length ? 'italic' : 'regular', 10, line);
    }
  }
  doc.end();
  return done;
}
