import type { ReportAthlete, TeamReport } from '../../../common/team-reports.ts';
import type { Config } from '../../config.ts';
import { localeOf } from '../../platform/i18n/format.ts';
import type { Language } from '../../platform/i18n/language.ts';
import type { MailMessage } from '../../platform/mail/outbox.ts';
import { athleteLines, monthName } from './words.ts';

const MAIL = {
  en: {
    subject: (athlete: string, month: string) => `${athlete}'s progress report: ${month}`,
    hi: (name: string) => `Hi ${name},`,
    intro: (athlete: string, month: string) => `Here is ${athlete}'s progress report for ${month}, from the coaches at the facility.`,
    team: (groups: string) => `Team: ${groups}`,
    teams: (groups: string) => `Teams: ${groups}`,
    coached: (groups: string, coach: string) => `${groups} (coach ${coach})`,
    questions: 'Questions about the report? Reply to this e-mail or talk to the coach at the next session.',
    why: (url: string) => `You receive this monthly report because your plan includes advanced analytics. Your plan and account: ${url}`,
  },
  es: {
    subject: (athlete: string, month: string) => `Informe de progreso de ${athlete}: ${month}`,
    hi: (name: string) => `Hola, ${name}:`,
    intro: (athlete: string, month: string) => `Te enviamos el informe de progreso de ${athlete} de ${month}, preparado por los entrenadores del centro.`,
    team: (groups: string) => `Equipo: ${groups}`,
    teams: (groups: string) => `Equipos: ${groups}`,
    coached: (groups: string, coach: string) => `${groups} (entrenador: ${coach})`,
    questions: '¿Tienes preguntas sobre el informe? Responde a este correo o habla con el entrenador en la próxima sesión.',
    why: (url: string) => `Recibes este informe mensual porque tu plan incluye analítica avanzada. Tu plan y tu cuenta: ${url}`,
  },
} as const;

export interface ReportMailFacts {
  to: string;
  firstName: string;
  language: Language;
  report: TeamReport;
  athlete: ReportAthlete;
  /** Every active group the child is in, oldest first (the report's figures are the child's, whatever the group). */
  groups: TeamReport['group'][];
}

/** "U16 Elite and Sprint squad (coach Ana Ruiz); Juniors (coach Ben Ortiz)": the groups by coach, in the order given. */
function teamLine(groups: TeamReport['group'][], language: Language): string {
  const m = MAIL[language];
  const list = new Intl.ListFormat(localeOf(language), { type: 'conjunction' });
  const byCoach = new Map<number, { coach: string; names: string[] }>();
  for (const g of groups) {
    const c = byCoach.get(g.owner.id) ?? { coach: g.owner.name, names: [] };
    c.names.push(g.name);
    byCoach.set(g.owner.id, c);
  }
  const text = [...byCoach.values()].map((c) => m.coached(list.format(c.names), c.coach)).join('; ');
  return groups.length === 1 ? m.team(text) : m.teams(text);
}

/**
 * The monthly e-mail to a parent (decision 054), in the parent's language, one per child and month
 * naming every group the child is in: the child's section of the report in the body (attendance, plan compliance, tests and their change, coach quotes);
 * nothing attached: the outbox keeps attachments as text (an .ics), and the body is the report.
 */
export function reportMail(config: Config, f: ReportMailFacts): MailMessage {
  const m = MAIL[f.language];
  const month = monthName(f.report.month, f.language);
  const origin = config.APP_ORIGIN ?? `http://localhost:${config.PORT}`;
  const text = [
    m.hi(f.firstName),
    '',
    m.intro(f.athlete.name, month),
    teamLine(f.groups, f.language),
    '',
    ...athleteLines(f.athlete, f.language).flatMap((part) => [`${part.label}:`, ...part.lines.map((l) => `- ${l}`), '']),
    m.questions,
    '',
    m.why(`${origin}/profile`),
    '',
    `${config.BUSINESS_NAME} · ${config.BUSINESS_PHONE}`,
  ].join('\n');
  return {
    to: f.to,
    subject: m.subject(f.athlete.name, month),
    text,
  };
}
