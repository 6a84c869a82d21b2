import type { PlanLimit } from '../capabilities.ts';
import { defineMessages, longDateOf } from './define.ts';

/** What a plan limit counts, in each language (the 402's sentences below). */
const WHAT_EN: Record<PlanLimit, string> = {
  maxTrainingSessions: 'training sessions',
  maxMediaUploads: 'media uploads',
  maxCoachFeedback: 'coach feedback reviews',
};
const WHAT_ES: Record<PlanLimit, string> = {
  maxTrainingSessions: 'sesiones de entrenamiento',
  maxMediaUploads: 'subidas de archivos',
  maxCoachFeedback: 'revisiones del entrenador',
};
type Limit = { plan: string; limit: number; key: PlanLimit };

/** Plans, upgrades, cancelling and pausing (issue 29), staff editing plans, and the plan limits' 402s (common/subscriptions.ts). */
export const SUBSCRIPTIONS = defineMessages({
  upgraded: { en: 'Your subscription has been upgraded successfully!', es: '¡Tu suscripción se actualizó correctamente!' },
  free: {
    en: 'The Free plan cannot be an upgrade. Cancel your plan instead to return to Free at the end of the period.',
    es: 'El plan Gratis no puede ser una mejora. Cancela tu plan para volver a Gratis al final del periodo.',
  },
  current: { en: 'You are already on this plan.', es: 'Ya tienes este plan.' },
  failed: { en: 'Failed to upgrade subscription', es: 'No se pudo mejorar la suscripción' },
  planNotFound: { en: 'Plan not found', es: 'Plan no encontrado' },
  notPaidYet: { en: 'Your payment has not gone through yet.', es: 'Tu pago aún no se ha completado.' },
  noPlanToCancel: { en: 'You have no paid plan to cancel.', es: 'No tienes un plan de pago que cancelar.' },
  /** The cancel's answer: the paid plan stays until the period ends (`date`, the period end's ISO day). */
  staysUntil: {
    en: (p: { date: string }) => `Your plan stays active until ${new Date(`${p.date}T12:00:00Z`).toDateString()}, then you move to Free.`,
    es: (p: { date: string }) => `Tu plan sigue activo hasta el ${longDateOf(p.date, 'es')}; después pasas al plan Gratis.`,
  },
  endedNow: { en: 'Your plan has ended and you are now on the Free plan.', es: 'Tu plan terminó y ahora tienes el plan Gratis.' },
  endedDuringPayment: {
    en: 'Your plan ended before this payment went through, so it has been refunded in full.',
    es: 'Tu plan terminó antes de que se completara este pago, así que se reembolsó por completo.',
  },
  // Dunning and pause (issue 29)
  noPlanToPause: { en: 'You have no paid plan to pause.', es: 'No tienes un plan de pago que pausar.' },
  pauseWhileCancelling: {
    en: 'Your plan is set to end at the end of this period, so it cannot be paused.',
    es: 'Tu plan terminará al final de este periodo, así que no se puede pausar.',
  },
  pauseWhilePastDue: {
    en: 'Your last payment did not go through. Update your card first; then you can pause your plan.',
    es: 'Tu último pago no se completó. Actualiza primero tu tarjeta; después podrás pausar tu plan.',
  },
  alreadyPaused: { en: 'Your plan is already paused or set to pause.', es: 'Tu plan ya está en pausa o programado para pausarse.' },
  noPause: { en: 'Your plan is not set to pause.', es: 'Tu plan no está programado para pausarse.' },
  pauseStarted: { en: 'Your plan is already paused. Resume it from the plan card.', es: 'Tu plan ya está en pausa. Reanúdalo desde la tarjeta del plan.' },
  pauseTakenBack: { en: 'Your plan will renew as usual.', es: 'Tu plan se renovará como siempre.' },
  /** The pause's answer (ISO days; the web shows its own words from the dates). */
  pausing: {
    en: (p: { from: string; until: string }) => `Your plan pauses on ${p.from} and starts again on ${p.until}.`,
    es: (p: { from: string; until: string }) => `Tu plan se pausa el ${p.from} y se reanuda el ${p.until}.`,
  },
  noCardToCharge: { en: 'There is no saved card to charge.', es: 'No hay ninguna tarjeta guardada para cobrar.' },
  // The schemas' rules.
  choosePlan: { en: 'Please choose a plan.', es: 'Elige un plan.' },
  pauseMonths: { en: 'Choose a pause of 1, 2 or 3 months.', es: 'Elige una pausa de 1, 2 o 3 meses.' },
  // Staff editing a plan.
  freeCostsNothing: { en: 'The Free plan costs nothing.', es: 'El plan Gratis no cuesta nada.' },
  notDelivered: {
    en: 'That feature is not available yet, so no plan can include it or leave it out. It can be switched once it is built.',
    es: 'Esa función aún no está disponible, así que ningún plan puede incluirla ni dejarla fuera. Se podrá activar cuando exista.',
  },
  planSaved: { en: 'Plan saved', es: 'Plan guardado' },
  /** A monthly limit reached (402, decision 047), as the member refused reads it: their own plan. */
  limitYou: {
    en: (p: Limit) => `Your ${p.plan} plan includes ${p.limit} ${WHAT_EN[p.key]} a month, and you've used them all. Upgrade your plan to get more.`,
    es: (p: Limit) => `Tu plan ${p.plan} incluye ${p.limit} ${WHAT_ES[p.key]} al mes y ya las has usado todas. Mejora tu plan para tener más.`,
  },
  /** A coach refused feedback on an athlete's own upload: the athlete's plan. */
  limitAthlete: {
    en: (p: Limit) =>
      `This athlete's ${p.plan} plan includes ${p.limit} ${WHAT_EN[p.key]} a month, and they've used them all. They can upgrade their plan to get more.`,
    es: (p: Limit) =>
      `El plan ${p.plan} de este atleta incluye ${p.limit} ${WHAT_ES[p.key]} al mes y ya las ha usado todas. Puede mejorar su plan para tener más.`,
  },
  /** A coach refused feedback on an upload a parent made for a child: the parent's plan, which pays. */
  limitParent: {
    en: (p: Limit) =>
      `The ${p.plan} plan of the parent who uploaded this for the athlete includes ${p.limit} ${WHAT_EN[p.key]} a month, and they've used them all. The parent can upgrade their plan to get more.`,
    es: (p: Limit) =>
      `El plan ${p.plan} del padre, la madre o el tutor que subió este archivo para el atleta incluye ${p.limit} ${WHAT_ES[p.key]} al mes y ya las ha usado todas. Quien lo subió puede mejorar su plan para tener más.`,
  },
});
