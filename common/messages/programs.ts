import { defineMessages } from './define.ts';

/** Programs: the staff form's rules (common/programs.ts, issue 32) and the server's answers. */
export const PROGRAMS = defineMessages({
  nameMin: { en: 'Name must be at least 2 characters', es: 'El nombre debe tener al menos 2 caracteres' },
  description: { en: 'Please add a description', es: 'Agrega una descripción' },
  priceNegative: { en: 'Price cannot be negative', es: 'El precio no puede ser negativo' },
  durationMin: { en: 'At least 15 minutes', es: 'Al menos 15 minutos' },
  windowDays: { en: 'Days must be a whole number from 0 to 365.', es: 'Los días deben ser un número entero de 0 a 365.' },
  notFound: { en: 'Program not found', es: 'Programa no encontrado' },
  unknownInOrder: { en: 'Unknown program in the new order', es: 'Programa desconocido en el nuevo orden' },
  orderSaved: { en: 'Order saved', es: 'Orden guardado' },
});
