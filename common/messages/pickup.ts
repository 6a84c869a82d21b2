import { defineMessages } from './define.ts';

/** The pickup game form (web game-form.ts). */
export const PICKUP = defineMessages({
  costNegative: { en: 'Cost cannot be negative', es: 'El costo no puede ser negativo' },
  costMax: { en: 'At most $1,000', es: 'Como máximo $1,000' },
});
