import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { waitlistEntries } from '../../../db/schema/bookings.ts';
import { programs, trainingSessions } from '../../../db/schema/programs.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppContext } from '../../../platform/context.ts';
import { atTimeIn, clockIn, longDateIn } from '../../../platform/i18n/format.ts';
import { mailLanguage, translateMessage } from '../../../platform/i18n/language.ts';
import { localized } from '../../../platform/i18n/localized.ts';
import { enqueueMail } from '../../../platform/mail/outbox.ts';

/** The waitlist's e-mails: a place offered, and a place in line closed by the age group. */

const OFFER_MAIL = {
  en: {
    hi: (name: string) => `Hi ${name},`,
    subject: (program: string, date: string) => `A place opened: ${program} on ${date}`,
    opened: (athlete: string, program: string, when: string) => `A place opened for ${athlete} in ${program} on ${when}.`,
    held: (until: string) => `It is held for you until ${until}. After that it goes to the next person in line.`,
    heldFor: (member: string, until: string) => `It is held for ${member}, who can book it until ${until}. After that it goes to the next person in line.`,
    book: (url: string) => `Book it here: ${url}`,
    auto: 'You asked to be booked automatically, so we are charging your default card now. You will get a confirmation in a moment; if the card is declined, the place stays held for you until then.',
    decline: 'Not needed any more? Decline it on your dashboard so the next person gets it.',
  },
  es: {
    hi: (name: string) => `Hola, ${name}:`,
    subject: (program: string, date: string) => `Se abrió una plaza: ${program}, ${date}`,
    opened: (athlete: string, program: string, when: string) => `Se abrió una plaza para ${athlete} en ${program} el ${when}`,
    held: (until: string) => `La guardamos para ti hasta las ${until}. Después pasa a la siguiente persona en la lista.`,
    heldFor: (member: string, until: string) =>
      `La guardamos para ${member}, que puede reservarla hasta las ${until}. Después pasa a la siguiente persona en la lista.`,
    book: (url: string) => `Resérvala aquí: ${url}`,
    auto: 'Pediste que te reserváramos automáticamente, así que cobramos ahora tu tarjeta predeterminada. Recibirás la confirmación en un momento; si la tarjeta es rechazada, la plaza sigue guardada para ti hasta esa hora.',
    decline: '¿Ya no la necesitas? Recházala en tu panel para que pase a la siguiente persona.',
  },
} as const;

const OUTSIDE_MAIL = {
  en: {
    hi: (name: string) => `Hi ${name},`,
    subject: (program: string, date: string) => `Waitlist closed: ${program} on ${date}`,
    body: (program: string, when: string) => `A place opened in ${program} on ${when}, but we could not offer it to you:`,
    after: 'You are no longer in line for this session. Please choose a session for this age, or ask us at the front desk.',
  },
  es: {
    hi: (name: string) => `Hola, ${name}:`,
    subject: (program: string, date: string) => `Lista de espera cerrada: ${program}, ${date}`,
    body: (program: string, when: string) => `Se abrió una plaza en ${program} el ${when}, pero no pudimos ofrecértela:`,
    after: 'Ya no estás en la lista de espera de esta sesión. Elige una sesión para esta edad o pregúntanos en recepción.',
  },
} as const;

/** Tells the member who joined why their place in line ended (in their language). */
export async function mailOutsideAgeGroup(
  ctx: AppContext,
  tx: Tx,
  s: typeof trainingSessions.$inferSelect,
  w: typeof waitlistEntries.$inferSelect,
  reason: string,
) {
  const [program] = await tx.select({ name: programs.name, nameEs: programs.nameEs }).from(programs).where(eq(programs.id, s.programId));
  const [member] = await tx.select({ email: users.email, firstName: users.firstName, language: users.language }).from(users).where(eq(users.id, w.memberId));
  if (!member || !program) return;
  const lang = mailLanguage(member.language);
  const m = OUTSIDE_MAIL[lang];
  // The program's name as staff wrote it in the member's language (decision 066).
  const name = localized(program.name, program.nameEs, lang);
  const lines = [
    m.hi(member.firstName),
    '',
    m.body(name, `${longDateIn(s.date, lang)} ${atTimeIn(s.time, lang)}`),
    translateMessage(reason, lang),
    m.after,
    '',
    `${ctx.config.BUSINESS_NAME} · ${ctx.config.BUSINESS_PHONE}`,
  ];
  await enqueueMail(tx, { to: member.email, subject: m.subject(name, longDateIn(s.date, lang)), text: lines.join('\n') });
}

export async function mailOffer(ctx: AppContext, tx: Tx, s: typeof trainingSessions.$inferSelect, w: typeof waitlistEntries.$inferSelect, expiresAt: Date) {
  const [program] = await tx.select({ name: programs.name, nameEs: programs.nameEs }).from(programs).where(eq(programs.id, s.programId));
  const [athlete] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, w.athleteId));
  const people = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set([w.memberId, w.athleteId])]))
    .orderBy(asc(users.id));
  const member = people.find((p) => p.id === w.memberId)!;
  // An athlete whose parent asked for automatic booking hears once, from the confirmation (issue 34:
  // an offer "held for you" and then a confirmation contradicted each other).
  const recipients = people.filter((p) => p.id === w.memberId || !w.autoBook);
  const origin = ctx.config.APP_ORIGIN ?? `http://localhost:${ctx.config.PORT}`;
  const url = `${origin}/enhanced-checkout?programId=${s.programId}&sessionId=${s.id}${w.athleteId !== w.memberId ? `&athleteId=${w.athleteId}` : ''}`;
  for (const r of recipients) {
    const lang = mailLanguage(r.language);
    const m = OFFER_MAIL[lang];
    const lines = [
      m.hi(r.firstName),
      '',
      m.opened(
        `${athlete!.firstName} ${athlete!.lastName}`,
        localized(program!.name, program!.nameEs, lang),
        `${longDateIn(s.date, lang)} ${atTimeIn(s.time, lang)}`,
      ),
      // The member who joined pays; the athlete (when a parent joined) is told who holds it.
      r.id === w.memberId
        ? m.held(clockIn(expiresAt, ctx.config.FACILITY_TZ, lang))
        : m.heldFor(`${member.firstName} ${member.lastName}`, clockIn(expiresAt, ctx.config.FACILITY_TZ, lang)),
      ...(r.id === w.memberId ? (w.autoBook ? [m.auto] : [m.book(url), m.decline]) : []),
      '',
      `${ctx.config.BUSINESS_NAME} · ${ctx.config.BUSINESS_PHONE}`,
    ];
    await enqueueMail(tx, {
      to: r.email,
      subject: m.subject(localized(program!.name, program!.nameEs, lang), longDateIn(s.date, lang)),
      text: lines.join('\n'),
    });
  }
}
