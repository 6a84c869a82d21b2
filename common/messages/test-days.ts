import { defineMessages } from './define.ts';

/** Tests, test days and leaderboards (decision 053; common/test-days.ts). */
export const TEST_DAYS = defineMessages({
  analyticsNotIncluded: {
    en: (p: { plan: string }) => `Advanced analytics are not included in the ${p.plan} plan. Upgrade to see trends and percentiles.`,
    es: (p: { plan: string }) => `La analítica avanzada no está incluida en el plan ${p.plan}. Mejora tu plan para ver tendencias y percentiles.`,
  },
  notFound: { en: 'This test could not be found.', es: 'No se encontró esta prueba.' },
  dayNotFound: { en: 'This session could not be found.', es: 'No se encontró esta sesión.' },
  notATestDay: { en: 'This session has no tests yet. Add tests to it first.', es: 'Esta sesión aún no tiene pruebas. Añádele pruebas primero.' },
  testArchived: { en: 'This test is archived. Choose another one.', es: 'Esta prueba está archivada. Elige otra.' },
  notOnDay: { en: 'This test is not part of this test day.', es: 'Esta prueba no forma parte de esta jornada de pruebas.' },
  notBooked: { en: 'This athlete is not booked on this test day.', es: 'Este atleta no tiene reserva en esta jornada de pruebas.' },
  noAttempts: { en: 'Enter at least one attempt.', es: 'Introduce al menos un intento.' },
  value: { en: 'Enter a number from 0 to 100000.', es: 'Introduce un número del 0 al 100000.' },
  tooManyTests: { en: 'A test day has at most 12 tests.', es: 'Una jornada de pruebas tiene como máximo 12 pruebas.' },
  duplicateTests: { en: 'Each test can be on a test day only once.', es: 'Cada prueba puede estar una sola vez en una jornada de pruebas.' },
  hasResults: {
    en: 'Results were already entered for this test on this day, so it cannot be removed.',
    es: 'Ya se introdujeron resultados de esta prueba este día, así que no se puede quitar.',
  },
  name: { en: 'Please give the test a name.', es: 'Ponle un nombre a la prueba.' },
  notYours: { en: "You can only read your own results or your children's.", es: 'Solo puedes ver tus propios resultados o los de tus hijos.' },
  consentParentsOnly: { en: 'Only a linked parent can consent for a minor.', es: 'Solo un padre o madre vinculado puede dar su consentimiento por un menor.' },
  saved: { en: 'Result saved.', es: 'Resultado guardado.' },
  notVideoTest: {
    en: 'This test is not measured from a clip. Enter its attempts instead.',
    es: 'Esta prueba no se mide con un vídeo. Introduce sus intentos.',
  },
  clipNotFound: { en: 'This clip could not be found.', es: 'No se encontró este vídeo.' },
  clipMissing: { en: 'The clip did not arrive. Please upload it again.', es: 'El vídeo no llegó. Súbelo de nuevo.' },
  clipNotVideo: { en: 'Please choose a video file (MP4, MOV or WebM).', es: 'Elige un archivo de vídeo (MP4, MOV o WebM).' },
  clipTooLarge: { en: 'This clip is larger than 100 MB. Please film a shorter one.', es: 'Este vídeo pesa más de 100 MB. Graba uno más corto.' },
  clipBusy: { en: 'This clip is still being measured. Remove it once it is done.', es: 'Este vídeo aún se está midiendo. Quítalo cuando termine.' },
  jumpUnits: {
    en: 'A jump measured from a clip is in centimetres, and higher is better.',
    es: 'Un salto medido con un vídeo se da en centímetros, y más alto es mejor.',
  },
  sprintUnits: {
    en: 'A sprint measured from a clip is in seconds, and lower is better.',
    es: 'Un sprint medido con un vídeo se da en segundos, y más bajo es mejor.',
  },
  notSprintTest: { en: 'Lines are marked for a sprint measured from a clip only.', es: 'Las líneas solo se marcan en un sprint medido con un vídeo.' },
  linesApart: { en: 'Put the start and finish lines apart.', es: 'Separa las líneas de salida y de llegada.' },
  tooManyAttempts: {
    en: (p: { n: number }) => `This test takes at most ${p.n} attempts.`,
    es: (p: { n: number }) => `Esta prueba admite como máximo ${p.n} intentos.`,
  },
});
