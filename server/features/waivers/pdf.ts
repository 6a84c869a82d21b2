import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { versionLabel, type SignerRole } from '../../../common/waivers.ts';
import type { signatureFacts } from './signatures.ts';

type Facts = Awaited<ReturnType<typeof signatureFacts>>;

const WORDS = {
  en: {
    title: 'Liability waiver',
    record: 'Signature record',
    signatureId: 'Signature',
    version: 'Waiver version',
    athlete: 'Athlete',
    age: 'Age when signed',
    signer: 'Signed by (typed full name)',
    role: 'Signed as',
    roles: { SELF: 'The athlete (18 or older)', GUARDIAN: 'Parent or guardian' } satisfies Record<SignerRole, string>,
    time: 'Signed at',
    ip: 'IP address',
    agent: 'Browser',
    unknown: 'Not recorded',
    agreed: 'The signer ticked "I have read and agree to this waiver" and typed their full name.',
    text: 'Text signed',
    language: 'Language signed in',
    languages: { en: 'English', es: 'Spanish' },
    languageUnknown: 'Not recorded (signed before the language was kept)',
    signedIn: { en: 'Signed in English', es: 'Signed in Spanish' },
  },
  es: {
    title: 'Exención de responsabilidad',
    record: 'Registro de la firma',
    signatureId: 'Firma',
    version: 'Versión de la exención',
    athlete: 'Atleta',
    age: 'Edad al firmar',
    signer: 'Firmada por (nombre completo escrito)',
    role: 'Firmada como',
    roles: { SELF: 'El atleta (18 años o más)', GUARDIAN: 'Padre, madre o tutor' } satisfies Record<SignerRole, string>,
    time: 'Fecha y hora',
    ip: 'Dirección IP',
    agent: 'Navegador',
    unknown: 'No registrado',
    agreed: 'Quien firma marcó «He leído y acepto esta exención» y escribió su nombre completo.',
    text: 'Texto firmado',
    language: 'Idioma de la firma',
    languages: { en: 'inglés', es: 'español' },
    languageUnknown: 'No registrado (firmada antes de que se guardara el idioma)',
    signedIn: { en: 'Firmada en inglés', es: 'Firmada en español' },
  },
} as const;

/**
 * pdfkit's standard fonts (Helvetica) write only the WinAnsi characters (Latin-1 and a few more).
 * A name typed in another script (Жанна, Ελένη, דנה) is written in DejaVu Sans, embedded (the
 * `dejavu-fonts-ttf` package), which covers Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew and
 * Arabic; scripts it lacks (Chinese, Japanese, Korean, Devanagari, Thai) still show missing glyphs.
 */
const require = createRequire(import.meta.url);
const DEJAVU = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  italic: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
};
const HELVETICA = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
type Style = keyof typeof HELVETICA;
// Windows-1252's letters and marks beyond Latin-1, which the standard fonts also write.
const CP1252_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
export const standardFontWrites = (text: string) =>
  [...text].every((c) => (c.codePointAt(0)! >= 0x20 && c.codePointAt(0)! <= 0xff) || '\n\r\t'.includes(c) || CP1252_EXTRA.has(c));
/** The font of this style that writes `text`: Helvetica when it can, else the embedded DejaVu Sans. */
export const fontFor = (style: Style, text: string) => (standardFontWrites(text) ? HELVETICA[style] : DEJAVU[style]);

/** "March 3, 2027, 5:42 PM EST" in the facility's time zone. */
function whenIn(at: Date, timeZone: string, lang: 'en' | 'es'): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(at) + ` (${timeZone})`;
}

/**
 * The signed waiver as a PDF (staff download, decision 043): the facility, the record of the
 * signature (id, version, athlete and age, typed name, role, time in the facility's zone, IP
 * address, browser, the language it was signed in) and the version's text in the language the
 * signer read and signed it in. The record's words are in the reader's language (the staff member
 * downloading it); the text is the signed one, headed "Signed in Spanish" when it was. A signature
 * made before the language was kept says so, and shows the text in the signer's account language
 * (English when unknown or when the account is gone).
 * `compress: false` leaves the page streams readable (tests).
 */
export function signaturePdf(f: Facts, facility: { name: string; timeZone: string }, { compress = true, reader = 'en' as 'en' | 'es' } = {}): Promise<Buffer> {
  const signedIn = f.s.language === 'es' || f.s.language === 'en' ? f.s.language : null;
  const textLang = signedIn ?? (f.signerLanguage === 'es' ? 'es' : 'en');
  const w = WORDS[reader];
  const athleteName = `${f.athlete.firstName} ${f.athlete.lastName}`;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    compress,
    // Most of the document is the signed text.
    lang: textLang,
    info: {
      Title: `${w.title} ${versionLabel(f.v.version)} - ${athleteName}`,
      Author: facility.name,
      Subject: `${w.signatureId} ${f.s.id}`,
      Creator: facility.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(fontFor('bold', facility.name)).fontSize(16).text(facility.name);
  doc
    .font('Helvetica')
    .fontSize(12)
    .text(`${w.title} · ${versionLabel(f.v.version)}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text(w.record);
  doc.moveDown(0.3);
  const line = (label: string, value: string) =>
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true }).font(fontFor('regular', value)).text(value);
  line(w.signatureId, String(f.s.id));
  line(w.version, String(f.v.version));
  line(w.athlete, athleteName);
  line(w.age, f.s.athleteAge === null ? w.unknown : String(f.s.athleteAge));
  line(w.signer, f.s.signerName);
  line(w.role, w.roles[f.s.signerRole as SignerRole] ?? f.s.signerRole);
  line(w.time, whenIn(f.s.signedAt, facility.timeZone, reader));
  line(w.ip, f.s.ip ?? w.unknown);
  line(w.agent, f.s.userAgent ?? w.unknown);
  line(w.language, signedIn ? w.languages[signedIn] : w.languageUnknown);
  doc.moveDown(0.3);
  doc.font('Helvetica-Oblique').fontSize(10).text(w.agreed);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text(w.text);
  if (signedIn) doc.font('Helvetica-Oblique').fontSize(10).text(w.signedIn[signedIn]);
  doc.moveDown(0.3);
  const signedText = textLang === 'es' ? f.v.textEs : f.v.textEn;
  doc.font(fontFor('regular', signedText)).fontSize(10).text(signedText, { align: 'left' });
  doc.end();
  return done;
}
