import { defineMessages } from './define.ts';

/** The AI analysis of an upload (server/features/analysis). */
export const ANALYSIS = defineMessages({
  noFeedback: { en: 'No AI feedback for this media', es: 'No hay análisis de IA para este archivo' },
  noFrames: { en: 'No analysed frames for this media yet', es: 'Todavía no hay fotogramas analizados de este archivo' },
});
