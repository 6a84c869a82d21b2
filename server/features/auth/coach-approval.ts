import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users, type User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { mailLanguage, type Language } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { msg } from '../../../common/messages/index.ts';

const originOf = (config: Config) => config.APP_ORIGIN ?? `http://localhost:${config.PORT}`;
const nameOf = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`;

const APPLICATION = {
  en: {
    subject: (business: string) => `Your coach application at ${business}`,
    lines: (name: string, business: string) => [
      `Hi ${name},`,
      '',
      `Thanks for signing up as a coach at ${business}. Our staff review every coach account before it can see athletes, their videos and give feedback.`,
      'We will e-mail you as soon as your account is approved.',
    ],
  },
  es: {
    subject: (business: string) => `Tu solicitud de entrenador en ${business}`,
    lines: (name: string, business: string) => [
      `Hola, ${name}:`,
      '',
      `Gracias por registrarte como entrenador en ${business}. Nuestro personal revisa cada cuenta de entrenador antes de que pueda ver a los atletas y sus videos, y darles comentarios.`,
      'Te escribiremos en cuanto aprobemos tu cuenta.',
    ],
  },
} as const;

const TO_STAFF = {
  en: {
    subject: (coach: string) => `New coach application: ${coach}`,
    lines: (name: string, coach: string, email: string, link: string) => [
      `Hi ${name},`,
      '',
      `${coach} (${email}) signed up as a coach and is waiting for approval.`,
      'Approve or decline the application in the staff workspace, Staff section:',
      link,
    ],
  },
  es: {
    subject: (coach: string) => `Nueva solicitud de entrenador: ${coach}`,
    lines: (name: string, coach: string, email: string, link: string) => [
      `Hola, ${name}:`,
      '',
      `${coach} (${email}) se registró como entrenador y está esperando la aprobación.`,
      'Aprueba o rechaza la solicitud en el Espacio del personal, sección Personal:',
      link,
    ],
  },
} as const;

const DECISION = {
  en: {
    approvedSubject: (business: string) => `Your coach account at ${business} is approved`,
    approved: (name: string, link: string) => [
      `Hi ${name},`,
      '',
      'Your coach account is approved: your athletes, their videos and the feedback tools are open to you now.',
      link,
    ],
    revokedSubject: (business: string) => `Your coach access at ${business} was removed`,
    revoked: (name: string, business: string) => [
      `Hi ${name},`,
      '',
      `Your coach access at ${business} was removed by our staff. Please contact the facility if you think this is a mistake.`,
    ],
  },
  es: {
    approvedSubject: (business: string) => `Aprobamos tu cuenta de entrenador en ${business}`,
    approved: (name: string, link: string) => [
      `Hola, ${name}:`,
      '',
      'Tu cuenta de entrenador está aprobada: ya puedes ver a tus atletas y sus videos, y usar las herramientas para darles comentarios.',
      link,
    ],
    revokedSubject: (business: string) => `Se retiró tu acceso de entrenador en ${business}`,
    revoked: (name: string, business: string) => [
      `Hola, ${name}:`,
      '',
      `Nuestro personal retiró tu acceso de entrenador en ${business}. Si crees que es un error, comunícate con el centro.`,
    ],
  },
} as const;

/**
 * A coach sign-up is an application: the applicant is told it was received (in `lang`, the language
 * they signed up in, as the new account has none yet) and every approved staff member is asked to
 * review it, each in their own language (in the same transaction as the account).
 */
export async function fileCoachApplication(tx: Db | Tx, config: Config, coach: User, lang: Language = mailLanguage(coach.language)): Promise<void> {
  const m = APPLICATION[lang];
  await enqueueMail(tx, { to: coach.email, subject: m.subject(config.BUSINESS_NAME), text: m.lines(coach.firstName, config.BUSINESS_NAME).join('\n') });
  const staff = await tx
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'COACH'), eq(users.isStaff, true), eq(users.coachStatus, 'APPROVED')))
    .orderBy(asc(users.id));
  for (const s of staff) {
    const w = TO_STAFF[mailLanguage(s.language)];
    await enqueueMail(tx, {
      to: s.email,
      subject: w.subject(nameOf(coach)),
      text: w.lines(s.firstName, nameOf(coach), coach.email, `${originOf(config)}/coach/manage/staff`).join('\n'),
    });
  }
}

/** Staff approve a coach application (or restore access), or revoke a coach's access; the coach is e-mailed. */
export async function setCoachApproval(db: Db, config: Config, staff: User, coachId: number, approved: boolean): Promise<{ message: string }> {
  if (coachId === staff.id && !approved) throw badRequest(msg('auth.coachSelfRevoke'));
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, coachId)).for('update');
    if (!current || current.role !== 'COACH') throw notFound(msg('auth.coachNotFound'));
    const status = approved ? 'APPROVED' : 'REVOKED';
    if (current.coachStatus === status) {
      return { message: msg(approved ? 'auth.coachAlreadyApproved' : 'auth.coachAlreadyRemoved', { name: nameOf(current) }) };
    }
    // Revoking coach access also ends staff access: staff are approved coaches.
    await tx
      .update(users)
      .set(approved ? { coachStatus: status } : { coachStatus: status, isStaff: false })
      .where(eq(users.id, coachId));
    await audit(tx, staff.id, approved ? 'approve-coach' : 'revoke-coach', 'user', coachId, { from: current.coachStatus });
    const m = DECISION[mailLanguage(current.language)];
    await enqueueMail(tx, {
      to: current.email,
      subject: approved ? m.approvedSubject(config.BUSINESS_NAME) : m.revokedSubject(config.BUSINESS_NAME),
      text: (approved ? m.approved(current.firstName, `${originOf(config)}/coach`) : m.revoked(current.firstName, config.BUSINESS_NAME)).join('\n'),
    });
    return { message: msg(approved ? 'auth.coachApproved' : 'auth.coachRemoved', { name: nameOf(current) }) };
  });
}
