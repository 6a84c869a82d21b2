/**
 * The report's words in English and Spanish, shared by the PDF and the monthly e-mail (the page has
 * its own in web/src/locales/{en,es}/teamReports.json).
 */
import type { ReportAthlete, ReportTest, TeamReport } from '../../../common/team-reports.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { localeOf } from '../../platform/i18n/format.ts';

export const monthName = (month: string, lang: Language) =>
  new Intl.DateTimeFormat(localeOf(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
export const shortDate = (date: string, lang: Language) =>
  new Intl.DateTimeFormat(localeOf(lang), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
const num = (x: number, lang: Language) => new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 2 }).format(x);
const pct = (x: number, lang: Language) => new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 0 }).format(x);
/** A value as the test days show it: times always in hundredths ("3.30 s"). */
const valueIn = (x: number, unit: string, lang: Language) =>
  new Intl.NumberFormat(localeOf(lang), {
    maximumFractionDigits: unit === 's' || unit === 'm' ? 2 : unit === 'reps' ? 0 : 1,
    minimumFractionDigits: unit === 's' ? 2 : 0,
  }).format(x);
const signed = (x: number, lang: Language) => (x > 0 ? `+${num(x, lang)}` : num(x, lang));

export const WORDS = {
  en: {
    title: 'Team progress report',
    athleteTitle: 'Progress report',
    sofar: '(month in progress: figures so far)',
    coach: 'Coach',
    summary: 'Summary',
    athletesCount: (n: number) => (n === 1 ? '1 athlete' : `${n} athletes`),
    attendanceRate: (r: number | null, lang: Language) => (r === null ? 'attendance not recorded' : `attendance ${pct(r, lang)} of recorded sessions`),
    meanCompliance: (r: number | null, lang: Language) => (r === null ? 'no training-plan work due' : `mean plan compliance ${pct(r, lang)}`),
    improved: (n: number, tested: number) => (tested === 0 ? 'no tests taken' : `${n} of ${tested} tested improved a test beyond the worthwhile change`),
    attendance: 'Attendance',
    noSessions: 'No sessions this month.',
    sessions: (a: ReportAthlete['attendance']) =>
      `${a.booked} ${a.booked === 1 ? 'session' : 'sessions'} booked; ${a.checkedIn} checked in, ${a.noShow} no-show${a.noShow === 1 ? '' : 's'}${a.booked - a.checkedIn - a.noShow > 0 ? `, ${a.booked - a.checkedIn - a.noShow} not recorded` : ''}.`,
    compliance: 'Training-plan compliance',
    noPlan: 'No training-plan work was due this month.',
    done: (c: NonNullable<ReportAthlete['compliance']>, lang: Language) => `${pct(c.share, lang)}: ${c.done} of ${c.prescribed} prescribed exercises done.`,
    tests: 'Test results',
    noTests: 'No tests taken this month.',
    first: 'first result',
    was: (v: string, on: string) => `previous ${v} on ${on}`,
    verdicts: { better: 'a real improvement', worse: 'a real decline', noise: 'within the worthwhile change (noise)' } as Record<
      NonNullable<ReportTest['verdict']>,
      string
    >,
    noSwc: 'too few results yet to judge the change',
    feedback: 'Coach feedback',
    noFeedback: 'No written coach feedback this month.',
  },
  es: {
    title: 'Informe de progreso del equipo',
    athleteTitle: 'Informe de progreso',
    sofar: '(mes en curso: cifras hasta hoy)',
    coach: 'Entrenador',
    summary: 'Resumen',
    athletesCount: (n: number) => (n === 1 ? '1 atleta' : `${n} atletas`),
    attendanceRate: (r: number | null, lang: Language) =>
      r === null ? 'asistencia sin registrar' : `asistencia del ${pct(r, lang)} de las sesiones registradas`,
    meanCompliance: (r: number | null, lang: Language) =>
      r === null ? 'ningún trabajo del plan de entrenamiento previsto' : `cumplimiento medio del plan del ${pct(r, lang)}`,
    improved: (n: number, tested: number) =>
      tested === 0 ? 'ninguna prueba realizada' : `${n} de ${tested} evaluados mejoraron una prueba más allá del cambio relevante`,
    attendance: 'Asistencia',
    noSessions: 'No hubo sesiones este mes.',
    sessions: (a: ReportAthlete['attendance']) =>
      `${a.booked} ${a.booked === 1 ? 'sesión reservada' : 'sesiones reservadas'}; ${a.checkedIn} con asistencia, ${a.noShow} sin presentarse${a.booked - a.checkedIn - a.noShow > 0 ? `, ${a.booked - a.checkedIn - a.noShow} sin registrar` : ''}.`,
    compliance: 'Cumplimiento del plan de entrenamiento',
    noPlan: 'No había trabajo del plan de entrenamiento previsto este mes.',
    done: (c: NonNullable<ReportAthlete['compliance']>, lang: Language) => `${pct(c.share, lang)}: ${c.done} de ${c.prescribed} ejercicios previstos hechos.`,
    tests: 'Resultados de las pruebas',
    noTests: 'No hizo pruebas este mes.',
    first: 'primer resultado',
    was: (v: string, on: string) => `antes ${v} el ${on}`,
    verdicts: { better: 'una mejora real', worse: 'un empeoramiento real', noise: 'dentro del cambio relevante (ruido)' } as Record<
      NonNullable<ReportTest['verdict']>,
      string
    >,
    noSwc: 'aún hay pocos resultados para valorar el cambio',
    feedback: 'Comentarios del entrenador',
    noFeedback: 'Ningún comentario escrito del entrenador este mes.',
  },
} as const;

/** A test's line: "Vertical jump: 47 cm (May 3), +2.5 against 44.5 on Apr 2: a real improvement". */
export function testLine(t: ReportTest, lang: Language): string {
  const w = WORDS[lang];
  const testName = lang === 'es' && t.nameEs ? t.nameEs : t.name;
  const head = `${testName}: ${valueIn(t.value, t.unit, lang)} ${t.unit} (${shortDate(t.testedOn, lang)})`;
  if (!t.previous || t.change === null) return `${head}, ${w.first}.`;
  const judged = t.verdict ? w.verdicts[t.verdict] : w.noSwc;
  return `${head}, ${signed(t.change, lang)} ${t.unit}; ${w.was(`${valueIn(t.previous.value, t.unit, lang)} ${t.unit}`, shortDate(t.previous.testedOn, lang))}: ${judged}.`;
}

/** The group's summary line. */
export function summaryLine(r: TeamReport, lang: Language): string {
  const w = WORDS[lang];
  const s = r.summary;
  return `${w.athletesCount(s.athletes)} · ${w.attendanceRate(s.attendanceRate, lang)} · ${w.meanCompliance(s.meanCompliance, lang)} · ${w.improved(s.improved, s.tested)}`;
}

/** A coach's words in the language's quotation marks. */
export const quoted = (text: string, lang: Language) => (lang === 'es' ? `«${text}»` : `“${text}”`);

/** An athlete's section as lines of text (heading, then each part with its label), for the e-mail's body. */
export function athleteLines(a: ReportAthlete, lang: Language): Array<{ label: string; lines: string[] }> {
  const w = WORDS[lang];
  return [
    { label: w.attendance, lines: [a.attendance.booked === 0 ? w.noSessions : w.sessions(a.attendance)] },
    { label: w.compliance, lines: [a.compliance ? w.done(a.compliance, lang) : w.noPlan] },
    { label: w.tests, lines: a.tests.length ? a.tests.map((t) => testLine(t, lang)) : [w.noTests] },
    { label: w.feedback, lines: a.quotes.length ? a.quotes.map((q) => `${quoted(q.text, lang)} (${q.coach}, ${shortDate(q.givenOn, lang)})`) : [w.noFeedback] },
  ];
}
