import { ageMessageToSpanish } from '../../../common/age-groups.ts';
import { windowMessageToSpanish } from '../../../common/booking-window.ts';
import { CATALOGUE } from '../../../common/messages/index.ts';

/**
 * What is left of the server's sentence-keyed Spanish (decision 071). Features moved to the message
 * catalogue (common/messages/, listed in messages-es.test.ts) throw ids and are worded by id; the
 * features not moved yet still word their messages in English, and a request in Spanish gets the
 * sentence from here: exact sentences first, then patterns for the ones with figures or names in
 * them. A sentence not listed stays English, and messages-es.test.ts fails for every server and
 * common message missing. An entry goes when its feature moves to ids.
 */
export const EXACT_ES: Record<string, string> = {
  // Platform
  'Something went wrong on our side. Please try again.': 'Algo salió mal por nuestra parte. Inténtalo de nuevo.',
  'The request is too large.': 'La solicitud es demasiado grande.',
  'This content type is not supported.': 'Este tipo de contenido no es compatible.',
  'Cross-site requests are not allowed.': 'No se permiten solicitudes desde otros sitios.',
  'Expected a JSON body': 'Se esperaba un cuerpo JSON',
  'This is for staff only.': 'Esto es solo para el personal.',
  // No-show and late-cancel policy (issue 32, decision 059)
  // Booking windows (issue 32)
  // Auth and account
  // Coach approval and forgot password (issue 16)
  // Bookings and checkout
  'Booking not found': 'Reserva no encontrada',
  'Payment not found': 'Pago no encontrado',
  'That session does not exist.': 'Esa sesión no existe.',
  'This session does not exist.': 'Esta sesión no existe.',
  'Only athletes and parents can book training sessions.': 'Solo los atletas y los padres pueden reservar sesiones de entrenamiento.',
  'Session booked successfully': 'Sesión reservada correctamente',
  'Your training session has been cancelled successfully.': 'Tu sesión de entrenamiento se canceló correctamente.',
  'Your training session has been rescheduled successfully.': 'Tu sesión de entrenamiento se cambió de fecha correctamente.',
  'A booking for this athlete and session is already in progress. Please try again in a moment.':
    'Ya hay una reserva en curso para este atleta y esta sesión. Inténtalo de nuevo en un momento.',
  'This session is full. Please choose another session.': 'Esta sesión está completa. Elige otra sesión.',
  // Receipts (issue 29)
  // The sibling discount (issue 29, decision 044)
  // The liability waiver (issue 29, decision 043)
  // Session packs (issue 18)
  // Waitlists (issue 18)
  'You are on the waitlist. We will e-mail you as soon as a place opens.': 'Estás en la lista de espera. Te escribiremos en cuanto se abra una plaza.',
  'You have left the waitlist.': 'Saliste de la lista de espera.',
  'You declined the place. It goes to the next person in line.': 'Rechazaste la plaza. Pasa a la siguiente persona en la lista.',
  'This session still has places: book it instead.': 'Esta sesión todavía tiene plazas: resérvala directamente.',
  'This athlete is already on the waitlist for this session.': 'Este atleta ya está en la lista de espera de esta sesión.',
  'This session can no longer be booked, so its waitlist is closed.': 'Esta sesión ya no se puede reservar, así que su lista de espera está cerrada.',
  'This waitlist place could not be found.': 'No encontramos este lugar en la lista de espera.',
  'Save a card first to be booked automatically.': 'Guarda primero una tarjeta para que te reservemos automáticamente.',
  'The waitlist order has been updated.': 'Se actualizó el orden de la lista de espera.',
  'A place has been added and offered.': 'Se añadió una plaza y se ofreció.',
  'Only someone still waiting in line can be moved or offered a place.': 'Solo se puede mover u ofrecer una plaza a alguien que sigue esperando en la lista.',
  'Please choose a place in line.': 'Elige un lugar en la lista.',
  'Please choose a session.': 'Elige una sesión.',
  'This session can no longer be booked.': 'Esta sesión ya no se puede reservar.',
  'This athlete is already booked into this session.': 'Este atleta ya tiene reserva en esta sesión.',
  'This session filled up before your payment completed. Your payment has been refunded.':
    'Esta sesión se completó antes de terminar tu pago. Te hemos devuelto el dinero.',
  'We could not find a completed payment for this session. Please pay first.': 'No encontramos un pago completado para esta sesión. Paga primero.',
  'Your payment has not gone through yet. Please complete the payment first.': 'Tu pago aún no se ha completado. Termina el pago primero.',
  'Please choose which of your athletes this booking is for.': 'Elige para cuál de tus atletas es esta reserva.',
  'You can only book for athletes linked to your account.': 'Solo puedes reservar para atletas vinculados a tu cuenta.',
  'Your card was declined.': 'Tu tarjeta fue rechazada.',
  'Your card has insufficient funds.': 'Tu tarjeta no tiene fondos suficientes.',
  'Your card has expired.': 'Tu tarjeta ha caducado.',
  'Your card number is incorrect.': 'El número de tu tarjeta es incorrecto.',
  'This card could not be found.': 'No se encontró esta tarjeta.',
  'Card removed.': 'Tarjeta eliminada.',
  'Default card updated.': 'Tarjeta predeterminada actualizada.',
  // Plans
  'Your subscription has been upgraded successfully!': '¡Tu suscripción se actualizó correctamente!',
  'You are already on this plan.': 'Ya tienes este plan.',
  'The Free plan costs nothing.': 'El plan Gratis no cuesta nada.',
  'You have no paid plan to cancel.': 'No tienes un plan de pago que cancelar.',
  'Plan not found': 'Plan no encontrado',
  'Please choose a plan.': 'Elige un plan.',
  // Dunning and pause (issue 29)
  'You have no paid plan to pause.': 'No tienes un plan de pago que pausar.',
  'Your plan is set to end at the end of this period, so it cannot be paused.': 'Tu plan terminará al final de este periodo, así que no se puede pausar.',
  'Your last payment did not go through. Update your card first; then you can pause your plan.':
    'Tu último pago no se completó. Actualiza primero tu tarjeta; después podrás pausar tu plan.',
  'Your plan is already paused or set to pause.': 'Tu plan ya está en pausa o programado para pausarse.',
  'Your plan is not set to pause.': 'Tu plan no está programado para pausarse.',
  'Your plan is already paused. Resume it from the plan card.': 'Tu plan ya está en pausa. Reanúdalo desde la tarjeta del plan.',
  'Your plan will renew as usual.': 'Tu plan se renovará como siempre.',
  'Your plan has ended and you are now on the Free plan.': 'Tu plan terminó y ahora tienes el plan Gratis.',
  'That feature is not available yet, so no plan can include it or leave it out. It can be switched once it is built.':
    'Esa función aún no está disponible, así que ningún plan puede incluirla ni dejarla fuera. Se podrá activar cuando exista.',
  'Your plan ended before this payment went through, so it has been refunded in full.':
    'Tu plan terminó antes de que se completara este pago, así que se reembolsó por completo.',
  'Choose a pause of 1, 2 or 3 months.': 'Elige una pausa de 1, 2 o 3 meses.',
  // Pickup games
  'Game not found': 'Partido no encontrado',
  'This game does not exist.': 'Este partido no existe.',
  'This game is full.': 'Este partido está completo.',
  'You have already joined this game.': 'Ya te uniste a este partido.',
  'This game has already started.': 'Este partido ya empezó.',
  'Please pay for this game first.': 'Paga primero este partido.',
  'This game filled up before your payment completed. Your payment has been refunded.':
    'Este partido se completó antes de terminar tu pago. Te hemos devuelto el dinero.',
  'This game is free: join it directly.': 'Este partido es gratis: únete directamente.',
  'You have not joined this game.': 'No te has unido a este partido.',
  // Media and feedback
  // Parents and invitations
  // Staff
  'Checked in': 'Registrado',
  'Marked as no-show': 'Marcado como ausente',
  'Attendance cleared': 'Asistencia borrada',
  // Check-in by code and the kiosk (issue 32, decision 057)
  'Already checked in': 'Ya estaba registrado',
  'Kiosk ended.': 'Quiosco cerrado.',
  'This kiosk is not running.': 'Este quiosco no está abierto.',
  'An athlete can be marked as a no-show only once the session has started.': 'Solo se puede marcar a un atleta como ausente cuando la sesión ya empezó.',
  'The game must end after it starts.': 'El partido debe terminar después de empezar.',
  'Players have joined this game: it cannot be removed.': 'Hay jugadores inscritos en este partido: no se puede eliminar.',
  'Plan saved': 'Plan guardado',
  'Game removed': 'Partido eliminado',
  'This session was cancelled before your payment completed. Your payment has been refunded.':
    'Esta sesión se canceló antes de terminar tu pago. Te hemos devuelto el dinero.',
  'This session started before your payment completed. Your payment has been refunded.':
    'Esta sesión empezó antes de terminar tu pago. Te hemos devuelto el dinero.',
  'This athlete was already booked into this session. Your payment has been refunded.':
    'Este atleta ya tenía reserva en esta sesión. Te hemos devuelto el dinero.',
  "Before booking, we need the athlete's emergency contact and a signed liability waiver.":
    'Antes de reservar necesitamos el contacto de emergencia del atleta y la exención de responsabilidad firmada.',
  'This booking was just paid for in another checkout. Check My Training Sessions.':
    'Esta reserva se acaba de pagar en otro pago. Revisa Mis sesiones de entrenamiento.',
  'The Free plan cannot be an upgrade. Cancel your plan instead to return to Free at the end of the period.':
    'El plan Gratis no puede ser una mejora. Cancela tu plan para volver a Gratis al final del periodo.',
  // Delete my account (issue 16, decision 026)
  // A child without e-mail (issue 29)
  // A child's own login (decision 047)
  // The account's contact details (issue 29): the athlete registration's rules (common/registration.ts)
  // E-mail change and verification (issue 16)
  // Age groups (issue 29)
  'Athletes already booked are outside the new age group. Their bookings are kept: confirm to save the change.':
    'Hay atletas ya reservados fuera del nuevo grupo de edad. Sus reservas se mantienen: confirma para guardar el cambio.',
  // The sessions page (issue 16)
  // Session reminders (issue 32, decision 048)
  // Web push (issue 32, decision 058)
  // Training plans, the coach's side (issue 30).
  'This training plan could not be found.': 'No se encontró este plan de entrenamiento.',
  'You can assign plans only to athletes you coach.': 'Solo puedes asignar planes a atletas que entrenas.',
  'Only approved coaches can build and assign training plans.': 'Solo los entrenadores aprobados pueden crear y asignar planes de entrenamiento.',
  'Plans are assigned to athletes.': 'Los planes se asignan a atletas.',
  'A plan has at most 52 weeks.': 'Un plan tiene como máximo 52 semanas.',
  'A plan needs at least one week.': 'Un plan necesita al menos una semana.',
  'Each week has exactly 7 days (rest days have no exercises).': 'Cada semana tiene exactamente 7 días (los días de descanso no tienen ejercicios).',
  'A day has at most 20 exercises.': 'Un día tiene como máximo 20 ejercicios.',
  'Please enter reps, seconds or meters above zero for this exercise.': 'Indica repeticiones, segundos o metros mayores que cero para este ejercicio.',
  'Two exercises in the plan share an id. Please reload and try again.':
    'Dos ejercicios del plan comparten un identificador. Recarga la página e inténtalo de nuevo.',
  'Plan saved. Changes apply from tomorrow for athletes already on it.':
    'Plan guardado. Los cambios se aplican desde mañana para los atletas que ya lo tienen.',
  'Logged.': 'Registrado.',
  'Only the coach who wrote this plan (or staff) can change it. Copy it to make your own.':
    'Solo el entrenador que escribió este plan (o el personal) puede cambiarlo. Cópialo para tener el tuyo.',
  'Only the coach who gave this plan (or staff) can end it.': 'Solo el entrenador que asignó este plan (o el personal) puede terminarlo.',
  'That week is not in the plan.': 'Esa semana no está en el plan.',
  'This plan is archived. Restore it before giving it to athletes.': 'Este plan está archivado. Restáuralo antes de asignarlo a atletas.',
  // The premium library (issue 30, decision 051)
  'Please give it a title.': 'Ponle un título.',
  // Training plans, the athlete's side (issue 30).
  'This plan assignment could not be found.': 'No se encontró esta asignación de plan.',
  'This exercise is not in the plan on that day.': 'Este ejercicio no está en el plan ese día.',
  'You can only read your own training plans.': 'Solo puedes ver tus propios planes de entrenamiento.',
  'This day is not part of the plan.': 'Este día no forma parte del plan.',
  'You can log a day once it has come.': 'Podrás registrar un día cuando llegue.',
  'This plan assignment has ended.': 'Esta asignación de plan ha terminado.',
  'That clip is not one of this athlete’s uploads.': 'Ese video no es una de las subidas de este atleta.',
  'Effort is a whole number from 1 to 10.': 'El esfuerzo es un número entero del 1 al 10.',
  'Sets must be a whole number from 1 to 20.': 'Las series deben ser un número entero del 1 al 20.',
  'Please keep notes under 2000 characters.': 'Por favor, mantén las notas por debajo de 2000 caracteres.',
  'The calendar range ends before it starts.': 'El rango del calendario termina antes de empezar.',
  'Please ask for at most 12 weeks of the calendar at a time.': 'Pide como máximo 12 semanas del calendario a la vez.',
  // Tests, test days and leaderboards (issue 31, decision 053).
  // Groups and team progress reports (issue 31, decision 054).
};

/** What a plan limit counts, in Spanish (the 402's sentences below). */
const LIMIT_WHAT_ES: Record<string, string> = {
  'training sessions': 'sesiones de entrenamiento',
  'media uploads': 'subidas de archivos',
  'coach feedback reviews': 'revisiones del entrenador',
};

/** Sentences with figures or names: the English pattern and its Spanish wording. */
export const PATTERNS_ES: Array<[RegExp, (...groups: string[]) => string]> = [
  [
    /^Booking is paused until (\d{4}-\d{2}-\d{2}): (\d+) missed or late-cancelled sessions? within (\d+) days\. Please contact the front desk if this is a mistake\.$/,
    (until, n, days) =>
      `Las reservas están en pausa hasta el ${until}: ${n} ${n === '1' ? 'sesión perdida o cancelada' : 'sesiones perdidas o canceladas'} tarde en ${days} días. Contacta con recepción si crees que es un error.`,
  ],
  [
    /^Your plan pauses on (\d{4}-\d{2}-\d{2}) and starts again on (\d{4}-\d{2}-\d{2})\.$/,
    (from, until) => `Tu plan se pausa el ${from} y se reanuda el ${until}.`,
  ],
  [/^Check-in opens (\d+) minutes before the session starts\.$/, (m) => `El registro de asistencia se abre ${m} minutos antes de que empiece la sesión.`],
  [
    /^Pickup games are not included in the (.+) plan\. Upgrade your plan to join games\.$/,
    (plan) => `Los partidos abiertos no están incluidos en el plan ${plan}. Mejora tu plan para unirte a partidos.`,
  ],
  [
    /^Your (.+) plan includes (\d+) (training sessions|media uploads|coach feedback reviews) a month, and you've used them all\. Upgrade your plan to get more\.$/,
    (plan, n, what) => `Tu plan ${plan} incluye ${n} ${LIMIT_WHAT_ES[what]} al mes y ya las has usado todas. Mejora tu plan para tener más.`,
  ],
  [
    /^This athlete's (.+) plan includes (\d+) (training sessions|media uploads|coach feedback reviews) a month, and they've used them all\. They can upgrade their plan to get more\.$/,
    (plan, n, what) =>
      `El plan ${plan} de este atleta incluye ${n} ${LIMIT_WHAT_ES[what]} al mes y ya las ha usado todas. Puede mejorar su plan para tener más.`,
  ],
  [
    /^The (.+) plan of the parent who uploaded this for the athlete includes (\d+) (training sessions|media uploads|coach feedback reviews) a month, and they've used them all\. The parent can upgrade their plan to get more\.$/,
    (plan, n, what) =>
      `El plan ${plan} del padre, la madre o el tutor que subió este archivo para el atleta incluye ${n} ${LIMIT_WHAT_ES[what]} al mes y ya las ha usado todas. Quien lo subió puede mejorar su plan para tener más.`,
  ],
  [/^Session booked: paid with 1 credit from (.+)\.$/, (pack) => `Sesión reservada: pagada con 1 crédito de ${pack}.`],
  [
    /^Advanced analytics are not included in the (.+) plan\. Upgrade to see trends and percentiles\.$/,
    (plan) => `La analítica avanzada no está incluida en el plan ${plan}. Mejora tu plan para ver tendencias y percentiles.`,
  ],
  [
    /^Training plans are not included in the (.+) plan\. Upgrade to get personalized training plans\.$/,
    (plan) => `Los planes de entrenamiento no están incluidos en el plan ${plan}. Mejora tu plan para tener planes personalizados.`,
  ],
  [
    /^(.+)'s (.+) plan does not include training plans\. They can upgrade on the plans page\.$/,
    (name, plan) => `El plan ${plan} de ${name} no incluye planes de entrenamiento. Puede mejorarlo en la página de planes.`,
  ],
  [/^Plan assigned to (\d+) athletes?\.$/, (n) => (n === '1' ? 'Plan asignado a 1 atleta.' : `Plan asignado a ${n} atletas.`)],
  [
    /^Session cancelled\. (\d+) bookings? refunded in full(?:; (\d+) session credits? returned to (?:its pack|their packs))?\.$/,
    (n, c) =>
      `Sesión cancelada. ${n} reserva${n === '1' ? '' : 's'} reembolsada${n === '1' ? '' : 's'} por completo${c ? `; ${c} crédito${c === '1' ? '' : 's'} de sesión devuelto${c === '1' ? ' a su paquete' : 's a sus paquetes'}` : ''}.`,
  ],
  [/^Max players cannot be lower than the (\d+) players already in\.$/, (n) => `El máximo de jugadores no puede ser menor que los ${n} ya inscritos.`],
  // "This session is for ages 5-7. Maya is 15." and the like (common/age-groups.ts words both languages).
  [/^(This session is for ages? .+)$/, (m) => ageMessageToSpanish(m) ?? m],
  // "Booking for this session opens on Sunday, December 6, 2026." (common/booking-window.ts words it in Spanish).
  [/^(Booking for this session opens on .+)$/, (m) => windowMessageToSpanish(m) ?? m],
];

/**
 * The catalogue's plain messages by their English, for English stored in a row before or after the
 * move (a payment's failure message): such text is no longer an answer being worded, so it has no id.
 */
let storedEnglish: Map<string, string> | undefined;
function catalogueSpanish(english: string): string | undefined {
  storedEnglish ??= new Map(
    Object.values(CATALOGUE).flatMap((feature) =>
      Object.values(feature as Record<string, { en: unknown; es: unknown }>).flatMap((e) =>
        typeof e.en === 'string' && typeof e.es === 'string' ? [[e.en, e.es] as const] : [],
      ),
    ),
  );
  return storedEnglish.get(english);
}

export function toSpanish(message: string): string {
  const exact = EXACT_ES[message] ?? catalogueSpanish(message);
  if (exact) return exact;
  for (const [pattern, render] of PATTERNS_ES) {
    const m = pattern.exec(message);
    if (m) return render(...m.slice(1));
  }
  return message;
}
