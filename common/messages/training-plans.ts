import { defineMessages } from './define.ts';

/**
 * Training plans (issue 30, decision 050; common/training-plans.ts). The figures in the schema
 * rules are common/training-plans.ts's PLAN_LIMITS (52 weeks, 7 days, 20 exercises and sets, 2000
 * characters of notes): common/training-plans.test.ts checks they agree.
 */
export const TRAINING_PLANS = defineMessages({
  notFound: { en: 'This training plan could not be found.', es: 'No se encontró este plan de entrenamiento.' },
  assignmentNotFound: { en: 'This plan assignment could not be found.', es: 'No se encontró esta asignación de plan.' },
  exerciseNotFound: { en: 'This exercise is not in the plan on that day.', es: 'Este ejercicio no está en el plan ese día.' },
  notYourAthlete: { en: 'You can assign plans only to athletes you coach.', es: 'Solo puedes asignar planes a atletas que entrenas.' },
  onlyCoaches: {
    en: 'Only approved coaches can build and assign training plans.',
    es: 'Solo los entrenadores aprobados pueden crear y asignar planes de entrenamiento.',
  },
  notYours: { en: 'You can only read your own training plans.', es: 'Solo puedes ver tus propios planes de entrenamiento.' },
  notAthlete: { en: 'Plans are assigned to athletes.', es: 'Los planes se asignan a atletas.' },
  /** The capability's 402 to a member whose plan does not include training plans. */
  refusedPlan: {
    en: (p: { plan: string }) => `Training plans are not included in the ${p.plan} plan. Upgrade to get personalized training plans.`,
    es: (p: { plan: string }) => `Los planes de entrenamiento no están incluidos en el plan ${p.plan}. Mejora tu plan para tener planes personalizados.`,
  },
  /** The 402 to a coach assigning to an athlete whose plan (or a linked parent's) does not include them. */
  refusedAthletePlan: {
    en: (p: { name: string; plan: string }) => `${p.name}'s ${p.plan} plan does not include training plans. They can upgrade on the plans page.`,
    es: (p: { name: string; plan: string }) => `El plan ${p.plan} de ${p.name} no incluye planes de entrenamiento. Puede mejorarlo en la página de planes.`,
  },
  tooManyWeeks: { en: 'A plan has at most 52 weeks.', es: 'Un plan tiene como máximo 52 semanas.' },
  noWeeks: { en: 'A plan needs at least one week.', es: 'Un plan necesita al menos una semana.' },
  weekLength: {
    en: 'Each week has exactly 7 days (rest days have no exercises).',
    es: 'Cada semana tiene exactamente 7 días (los días de descanso no tienen ejercicios).',
  },
  tooManyExercises: { en: 'A day has at most 20 exercises.', es: 'Un día tiene como máximo 20 ejercicios.' },
  sets: { en: 'Sets must be a whole number from 1 to 20.', es: 'Las series deben ser un número entero del 1 al 20.' },
  amount: {
    en: 'Please enter reps, seconds or meters above zero for this exercise.',
    es: 'Indica repeticiones, segundos o metros mayores que cero para este ejercicio.',
  },
  notes: { en: 'Please keep notes under 2000 characters.', es: 'Por favor, mantén las notas por debajo de 2000 caracteres.' },
  effort: { en: 'Effort is a whole number from 1 to 10.', es: 'El esfuerzo es un número entero del 1 al 10.' },
  notPlanned: { en: 'This day is not part of the plan.', es: 'Este día no forma parte del plan.' },
  futureDay: { en: 'You can log a day once it has come.', es: 'Podrás registrar un día cuando llegue.' },
  ended: { en: 'This plan assignment has ended.', es: 'Esta asignación de plan ha terminado.' },
  duplicateExercise: {
    en: 'Two exercises in the plan share an id. Please reload and try again.',
    es: 'Dos ejercicios del plan comparten un identificador. Recarga la página e inténtalo de nuevo.',
  },
  mediaNotYours: { en: 'That clip is not one of this athlete’s uploads.', es: 'Ese video no es una de las subidas de este atleta.' },
  assigned: {
    en: (p: { count: number }) => (p.count === 1 ? 'Plan assigned to 1 athlete.' : `Plan assigned to ${p.count} athletes.`),
    es: (p: { count: number }) => (p.count === 1 ? 'Plan asignado a 1 atleta.' : `Plan asignado a ${p.count} atletas.`),
  },
  saved: {
    en: 'Plan saved. Changes apply from tomorrow for athletes already on it.',
    es: 'Plan guardado. Los cambios se aplican desde mañana para los atletas que ya lo tienen.',
  },
  logged: { en: 'Logged.', es: 'Registrado.' },
  notAuthor: {
    en: 'Only the coach who wrote this plan (or staff) can change it. Copy it to make your own.',
    es: 'Solo el entrenador que escribió este plan (o el personal) puede cambiarlo. Cópialo para tener el tuyo.',
  },
  notAssigner: {
    en: 'Only the coach who gave this plan (or staff) can end it.',
    es: 'Solo el entrenador que asignó este plan (o el personal) puede terminarlo.',
  },
  weekMissing: { en: 'That week is not in the plan.', es: 'Esa semana no está en el plan.' },
  archived: {
    en: 'This plan is archived. Restore it before giving it to athletes.',
    es: 'Este plan está archivado. Restáuralo antes de asignarlo a atletas.',
  },
  rangeOrder: { en: 'The calendar range ends before it starts.', es: 'El rango del calendario termina antes de empezar.' },
  rangeTooLong: { en: 'Please ask for at most 12 weeks of the calendar at a time.', es: 'Pide como máximo 12 semanas del calendario a la vez.' },
  // The schemas' other rules.
  exerciseName: { en: 'Please name the exercise.', es: 'Ponle un nombre al ejercicio.' },
  title: { en: 'Please give the plan a title.', es: 'Ponle un título al plan.' },
  chooseAthlete: { en: 'Please choose at least one athlete.', es: 'Elige al menos un atleta.' },
  comment: { en: 'Please write a comment.', es: 'Escribe un comentario.' },
});
