import { defineMessages } from './define.ts';

/** A drawing kind in Spanish, with its article ("Una línea", "Un ángulo"). */
const KIND_ES: Record<string, string> = {
  line: 'Una línea',
  arrow: 'Una flecha',
  circle: 'Un círculo',
  angle: 'Un ángulo',
  freehand: 'Un trazo a mano alzada',
  text: 'Una nota',
};

/** Coaches' drawings and notes on a clip (issue 19; common/annotations.ts, server/features/annotations). */
export const ANNOTATIONS = defineMessages({
  // The drawing's own rules.
  chooseColour: { en: 'Please choose one of the drawing colours.', es: 'Elige uno de los colores de dibujo.' },
  chooseTool: { en: 'Please choose a drawing tool.', es: 'Elige una herramienta de dibujo.' },
  writeNote: { en: 'Please write the note.', es: 'Escribe la nota.' },
  pointsNeeded: {
    en: (p: { kind: string; min: number; max: number }) =>
      `${p.kind === 'angle' || p.kind === 'arrow' ? 'An' : 'A'} ${p.kind} needs ${p.min === p.max ? p.min : `${p.min} to ${p.max}`} point${p.max === 1 ? '' : 's'}.`,
    es: (p: { kind: string; min: number; max: number }) =>
      `${KIND_ES[p.kind] ?? `Un dibujo (${p.kind})`} necesita ${p.min === p.max ? p.min : `de ${p.min} a ${p.max}`} punto${p.max === 1 ? '' : 's'}.`,
  },
  // The server's own answers.
  notFound: { en: 'Drawing not found', es: 'No se encontró el dibujo' },
  photo: {
    en: 'Drawings are pinned to a moment of a video; this upload is a photo.',
    es: 'Los dibujos se fijan a un momento de un vídeo; este archivo es una foto.',
  },
  outsideClip: {
    en: (p: { seconds: number }) => `This clip is ${p.seconds.toFixed(1)} s long: pin the drawing to a moment inside it.`,
    es: (p: { seconds: number }) => `Este vídeo dura ${p.seconds.toFixed(1)} s: fija el dibujo en un momento dentro de él.`,
  },
  onlyAuthor: {
    en: 'Only the coach who made this drawing can change or delete it.',
    es: 'Solo el entrenador que hizo este dibujo puede cambiarlo o borrarlo.',
  },
});
