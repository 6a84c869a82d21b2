import { defineMessages } from './define.ts';

/** The calendar feed (decision 052; common/calendar-feed.ts). */
export const CALENDAR_FEED = defineMessages({
  created: {
    en: 'Your calendar address is ready. Copy it now: for your safety it is shown only once.',
    es: 'Tu dirección de calendario está lista. Cópiala ahora: por seguridad solo se muestra una vez.',
  },
  stopped: { en: 'Your calendar address no longer works.', es: 'Tu dirección de calendario ya no funciona.' },
  notFound: {
    en: 'This calendar address is not valid any more. Make a new one on your account page.',
    es: 'Esta dirección de calendario ya no es válida. Crea una nueva en tu página de cuenta.',
  },
});
