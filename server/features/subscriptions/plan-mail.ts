import type { Tx } from '../../db/client.ts';
import type { User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { instantDateIn } from '../../platform/i18n/format.ts';
import { mailLanguage, translateMessage, type Language } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';

/*
 * The e-mails a member gets about their plan (issue 29): the plan ended (asked for, or after the last
 * failed retry), a renewal failed and will be tried again, the pause started, a pause could not end
 * in a new period, and a saved card expires soon. In the member's language, with the link to act on.
 */

type Words = {
  hi: (name: string) => string;
  endedSubject: (plan: string) => string;
  ended: (plan: string) => string;
  failedSubject: (plan: string) => string;
  failed: (plan: string, reason: string, link: string) => string;
  retrySubject: (plan: string) => string;
  retry: (plan: string, reason: string, when: string, retriesLeft: number | null, link: string) => string;
  pausedSubject: (plan: string) => string;
  paused: (plan: string, until: string, link: string) => string;
  resumeFailedSubject: (plan: string) => string;
  resumeFailed: (plan: string, reason: string, link: string) => string;
  expirySubject: string;
  expiry: (card: string, month: string, link: string) => string;
};

const WORDS: Record<Language, Words> = {
  en: {
    hi: (name) => `Hi ${name},`,
    endedSubject: (plan) => `Your ${plan} plan has ended`,
    ended: (plan) => `As you asked, your ${plan} plan ended and you are now on the Free plan.`,
    failedSubject: (plan) => `We couldn't renew your ${plan} plan`,
    failed: (plan, reason, link) =>
      `We tried to renew your ${plan} plan but the payment did not go through (${reason}), and the last retry failed too. You are now on the Free plan. You can upgrade again at any time: ${link}`,
    retrySubject: (plan) => `Your ${plan} plan payment did not go through`,
    retry: (plan, reason, when, left, link) =>
      `We tried to renew your ${plan} plan but the payment did not go through (${reason}). Your plan stays active: we will try again on ${when}${left === null ? '' : left === 1 ? ' (the last try)' : ` (${left} tries left)`}. To avoid losing it, update your card now: ${link}`,
    pausedSubject: (plan) => `Your ${plan} plan is paused`,
    paused: (plan, until, link) =>
      `As you asked, your ${plan} plan is paused and nothing is charged until ${until}, when it starts again on your saved card. Until then you are on the Free plan. You can resume sooner from ${link}`,
    resumeFailedSubject: (plan) => `We couldn't restart your ${plan} plan`,
    resumeFailed: (plan, reason, link) =>
      `Your pause ended, but the payment to restart your ${plan} plan did not go through (${reason}). You are on the Free plan. You can start the plan again at any time: ${link}`,
    expirySubject: 'Your saved card expires soon',
    expiry: (card, month, link) =>
      `Your ${card} expires at the end of ${month}. It pays for your plan: add a new card before then so your plan keeps running: ${link}`,
  },
  es: {
    hi: (name) => `Hola, ${name}:`,
    endedSubject: (plan) => `Tu plan ${plan} terminó`,
    ended: (plan) => `Como pediste, tu plan ${plan} terminó y ahora tienes el plan Gratis.`,
    failedSubject: (plan) => `No pudimos renovar tu plan ${plan}`,
    failed: (plan, reason, link) =>
      `Intentamos renovar tu plan ${plan}, pero el pago no se completó (${reason}), y el último reintento también falló. Ahora tienes el plan Gratis. Puedes volver a mejorar tu plan cuando quieras: ${link}`,
    retrySubject: (plan) => `El pago de tu plan ${plan} no se completó`,
    retry: (plan, reason, when, left, link) =>
      `Intentamos renovar tu plan ${plan}, pero el pago no se completó (${reason}). Tu plan sigue activo: lo intentaremos de nuevo el ${when}${left === null ? '' : left === 1 ? ' (el último intento)' : ` (quedan ${left} intentos)`}. Para no perderlo, actualiza tu tarjeta ahora: ${link}`,
    pausedSubject: (plan) => `Tu plan ${plan} está en pausa`,
    paused: (plan, until, link) =>
      `Como pediste, tu plan ${plan} está en pausa y no se cobrará nada hasta el ${until}, cuando se reanudará con tu tarjeta guardada. Mientras tanto tienes el plan Gratis. Puedes reanudarlo antes desde ${link}`,
    resumeFailedSubject: (plan) => `No pudimos reanudar tu plan ${plan}`,
    resumeFailed: (plan, reason, link) =>
      `Tu pausa terminó, pero el pago para reanudar tu plan ${plan} no se completó (${reason}). Tienes el plan Gratis. Puedes volver a empezar el plan cuando quieras: ${link}`,
    expirySubject: 'Tu tarjeta guardada vence pronto',
    expiry: (card, month, link) =>
      `Tu ${card} vence a finales de ${month}. Con ella se paga tu plan: añade una tarjeta nueva antes de esa fecha para que tu plan siga activo: ${link}`,
  },
};

/** Renewal failures the error catalogue does not hold (ours, not the payment provider's). */
const REASONS_ES: Record<string, string> = {
  'There is no saved card to charge.': 'no hay ninguna tarjeta guardada para cobrar',
  'the renewal payment was declined': 'se rechazó el pago de la renovación',
};
const reasonIn = (reason: string, lang: Language) => (lang === 'en' ? reason : (REASONS_ES[reason] ?? translateMessage(reason, lang)));

export type PlanMail =
  | { kind: 'ended' }
  | { kind: 'failed'; reason: string }
  | { kind: 'retry'; reason: string; nextRetryAt: Date; retriesLeft: number | null }
  | { kind: 'paused'; resumesAt: Date }
  | { kind: 'resumeFailed'; reason: string }
  | { kind: 'cardExpiring'; card: string; expMonth: number; expYear: number };

const origin = (ctx: AppContext) => ctx.config.APP_ORIGIN ?? `http://localhost:${ctx.config.PORT}`;

/** Queues one plan e-mail to the member, in their language, inside the caller's transaction. */
export async function mailMember(tx: Tx, ctx: AppContext, user: Pick<User, 'email' | 'firstName' | 'language'>, plan: string, mail: PlanMail): Promise<void> {
  const lang = mailLanguage(user.language);
  const w = WORDS[lang];
  const tz = ctx.config.FACILITY_TZ;
  const plansLink = `${origin(ctx)}/subscription`;
  const cardsLink = `${origin(ctx)}/account#payment-methods`;
  let subject: string;
  let body: string;
  switch (mail.kind) {
    case 'ended':
      [subject, body] = [w.endedSubject(plan), w.ended(plan)];
      break;
    case 'failed':
      [subject, body] = [w.failedSubject(plan), w.failed(plan, reasonIn(mail.reason, lang), plansLink)];
      break;
    case 'retry':
      [subject, body] = [
        w.retrySubject(plan),
        w.retry(plan, reasonIn(mail.reason, lang), instantDateIn(mail.nextRetryAt, tz, lang), mail.retriesLeft, cardsLink),
      ];
      break;
    case 'paused':
      [subject, body] = [w.pausedSubject(plan), w.paused(plan, instantDateIn(mail.resumesAt, tz, lang), plansLink)];
      break;
    case 'resumeFailed':
      [subject, body] = [w.resumeFailedSubject(plan), w.resumeFailed(plan, reasonIn(mail.reason, lang), plansLink)];
      break;
    case 'cardExpiring': {
      const month = new Intl.DateTimeFormat(lang === 'es' ? 'es' : 'en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(mail.expYear, mail.expMonth - 1, 15)),
      );
      [subject, body] = [w.expirySubject, w.expiry(mail.card, month, cardsLink)];
      break;
    }
  }
  await enqueueMail(tx, { to: user.email, subject, text: [w.hi(user.firstName), '', body, '', ctx.config.BUSINESS_NAME].join('\n') });
}
