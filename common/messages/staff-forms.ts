import { defineMessages } from './define.ts';

/** The rules of staff forms for programs, sessions and series (common/programs.ts, common/schedule.ts, issue 32). */
export const PROGRAMS = defineMessages({
  nameMin: { en: 'Name must be at least 2 characters', es: 'El nombre debe tener al menos 2 caracteres' },
  description: { en: 'Please add a description', es: 'Agrega una descripción' },
  priceNegative: { en: 'Price cannot be negative', es: 'El precio no puede ser negativo' },
  durationMin: { en: 'At least 15 minutes', es: 'Al menos 15 minutos' },
  windowDays: { en: 'Days must be a whole number from 0 to 365.', es: 'Los días deben ser un número entero de 0 a 365.' },
});

export const SCHEDULE = defineMessages({
  capacityMin: { en: 'Capacity must be at least 1', es: 'La capacidad debe ser de al menos 1' },
  locationRequired: { en: 'Location is required', es: 'El lugar es obligatorio' },
  weekdays: { en: 'Choose at least one day', es: 'Elige al menos un día' },
});

/** The alumni form (common/alumni.ts, web alumni-form.ts). */
export const ALUMNI = defineMessages({
  slug: { en: 'Lowercase letters, numbers and hyphens only', es: 'Solo letras minúsculas, números y guiones' },
  recordLine: { en: 'Write each line as name: value', es: 'Escribe cada línea como nombre: valor' },
  recordValue: { en: 'Each value can be at most 300 characters', es: 'Cada valor puede tener como máximo 300 caracteres' },
});

/** The pickup game form (web game-form.ts). */
export const PICKUP = defineMessages({
  costNegative: { en: 'Cost cannot be negative', es: 'El costo no puede ser negativo' },
  costMax: { en: 'At most $1,000', es: 'Como máximo $1,000' },
});
