import { defineMessages } from './define.ts';

/** The building blocks of every request (common/input.ts, decision 021). */
export const INPUT = defineMessages({
  badCharacters: {
    en: 'This text contains characters that are not allowed. Please remove them and try again.',
    es: 'Este texto tiene caracteres que no se permiten. Quítalos e inténtalo de nuevo.',
  },
  tooLong: { en: (p: { max: number }) => `Please keep this under ${p.max} characters`, es: (p: { max: number }) => `Usa menos de ${p.max} caracteres` },
  id: { en: 'This id is not valid. Please check the link and try again.', es: 'Este identificador no es válido. Revisa el enlace e inténtalo de nuevo.' },
  number: { en: 'Please enter a number.', es: 'Escribe un número.' },
  wholeNumber: { en: 'Please enter a whole number.', es: 'Escribe un número entero.' },
  emptyUpdate: { en: 'Nothing to change: send at least one field to update.', es: 'Nada que cambiar: envía al menos un campo para actualizar.' },
  date: { en: 'Use a date like 2026-12-01', es: 'Usa una fecha como 2026-12-01' },
  time: { en: 'Use a time like 07:00', es: 'Usa una hora como 07:00' },
});
