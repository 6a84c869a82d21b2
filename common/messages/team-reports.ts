import { defineMessages } from './define.ts';

/** Groups and team progress reports (decision 054; common/team-reports.ts). */
export const TEAM_REPORTS = defineMessages({
  notFound: { en: 'This group could not be found.', es: 'No se encontró este grupo.' },
  onlyCoaches: {
    en: 'Only approved coaches and staff can manage groups and read team reports.',
    es: 'Solo los entrenadores aprobados y el personal pueden gestionar grupos y leer los informes de equipo.',
  },
  name: { en: 'Please give the group a name of 1 to 80 characters.', es: 'Ponle al grupo un nombre de 1 a 80 caracteres.' },
  notYourAthletes: { en: 'You can only add athletes you coach to a group.', es: 'Solo puedes añadir a un grupo atletas a los que entrenas.' },
  tooMany: { en: 'A group has at most 60 athletes.', es: 'Un grupo tiene como máximo 60 atletas.' },
  archived: {
    en: 'This group is archived. Restore it before changing its athletes.',
    es: 'Este grupo está archivado. Restáuralo antes de cambiar sus atletas.',
  },
  month: { en: 'Choose a month as YYYY-MM (for example 2026-10).', es: 'Elige un mes con el formato AAAA-MM (por ejemplo, 2026-10).' },
  futureMonth: {
    en: 'This month has not started yet. Choose this month or an earlier one.',
    es: 'Este mes aún no ha empezado. Elige este mes o uno anterior.',
  },
  monthNotEnded: {
    en: 'The monthly e-mails go out for a month that has ended. Choose an earlier month.',
    es: 'Los correos mensuales se envían de un mes que ya ha terminado. Elige un mes anterior.',
  },
  mailsQueued: { en: 'The monthly progress e-mails that were due are queued.', es: 'Los correos mensuales de progreso pendientes están en cola.' },
  created: { en: 'Group created.', es: 'Grupo creado.' },
  saved: { en: 'Group saved.', es: 'Grupo guardado.' },
});
