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
  },
} as const;

/** "March 3, 2027, 5:42 PM EST" in the facility's time zone. */
function whenIn(at: Date, timeZone: string, lang: 'en' | 'es'): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(at) + ` (${timeZone})`;
}

/**
 * The signed waiver as a PDF (staff download, decision 043): the facility, the record of the
 * signature (id, version, athlete and age, typed name, role, time in the facility's zone, IP
 * address, browser) and the version's text in the signer's language (English when unknown).
 * `compress: false` leaves the page streams readable (tests).
 */
export function signaturePdf(f: Facts, facility: { name: string; timeZone: string }, { compress = true } = {}): Promise<Buffer> {
  const lang = f.signerLanguage === 'es' ? 'es' : 'en';
  const w = WORDS[lang];
  const athleteName = `${f.athlete.firstName} ${f.athlete.lastName}`;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    compress,
    lang,
    info: { Title: `${w.title} ${versionLabel(f.v.version)} - ${athleteName}`, Author: facility.name, Subject: `${w.signatureId} ${f.s.id}`, Creator: facility.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(facility.name);
  doc.font('Helvetica').fontSize(12).text(`${w.title} · ${versionLabel(f.v.version)}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text(w.record);
  doc.moveDown(0.3);
  const line = (label: string, value: string) => doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  line(w.signatureId, String(f.s.id));
  line(w.version, String(f.v.version));
  line(w.athlete, athleteName);
  line(w.age, f.s.athleteAge === null ? w.unknown : String(f.s.athleteAge));
  line(w.signer, f.s.signerName);
  line(w.role, w.roles[f.s.signerRole as SignerRole] ?? f.s.signerRole);
  line(w.time, whenIn(f.s.signedAt, facility.timeZone, lang));
  line(w.ip, f.s.ip ?? w.unknown);
  line(w.agent, f.s.userAgent ?? w.unknown);
  doc.moveDown(0.3);
  doc.font('Helvetica-Oblique').fontSize(10).text(w.agreed);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text(w.text);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(10).text(lang === 'es' ? f.v.textEs : f.v.textEn, { align: 'left' });
  doc.end();
  return done;
}
