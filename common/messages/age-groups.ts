import { defineMessages, type MessageLanguage } from './define.ts';

/** An age group's sides, each open when null (common/age-groups.ts AgeRange). */
interface Range {
  minAge: number | null;
  maxAge: number | null;
}

/** The range as a sentence names it: "ages 5-7", "ages 12 and up", "ages up to 7", "age 7"; in Spanish "edades de 5 a 7 años"... */
export function agePhrase(r: Range, lang: MessageLanguage = 'en'): string {
  const { minAge: min, maxAge: max } = r;
  if (lang === 'es') {
    if (min !== null && max !== null) return min === max ? `${min} años` : `edades de ${min} a ${max} años`;
    if (min !== null) return `edades de ${min} años en adelante`;
    return `edades de hasta ${max} años`;
  }
  if (min !== null && max !== null) return min === max ? `age ${min}` : `ages ${min}-${max}`;
  if (min !== null) return `ages ${min} and up`;
  return `ages up to ${max}`;
}

/** Age groups and their exceptions (issue 29; common/age-groups.ts). */
export const AGE_GROUPS = defineMessages({
  age: { en: 'Enter an age from 0 to 99, or leave it empty.', es: 'Escribe una edad de 0 a 99 o deja el campo vacío.' },
  order: { en: 'The minimum age cannot be above the maximum age.', es: 'La edad mínima no puede ser mayor que la edad máxima.' },
  reason: { en: 'Please give a reason for the exception.', es: 'Indica el motivo de la excepción.' },
  athlete: { en: 'Please choose an athlete from the list.', es: 'Elige un atleta de la lista.' },
  noAgeGroup: { en: 'This session has no age group: anyone can book it.', es: 'Esta sesión no tiene grupo de edad: cualquiera puede reservarla.' },
  insideRange: {
    en: "This athlete is already inside the session's age group: no exception is needed.",
    es: 'Este atleta ya está dentro del grupo de edad de la sesión: no hace falta una excepción.',
  },
  alreadyGranted: { en: 'This athlete already has an unused exception for this session.', es: 'Este atleta ya tiene una excepción sin usar para esta sesión.' },
  notFound: { en: 'This exception could not be found.', es: 'No encontramos esta excepción.' },
  alreadyUsed: {
    en: 'This exception was already used by a booking, so it cannot be revoked.',
    es: 'Una reserva ya usó esta excepción, así que no se puede revocar.',
  },
  alreadyRevoked: { en: 'This exception was already revoked.', es: 'Esta excepción ya se revocó.' },
  granted: { en: 'Exception saved: the athlete can book this session once.', es: 'Excepción guardada: el atleta puede reservar esta sesión una vez.' },
  revoked: { en: 'Exception revoked.', es: 'Excepción revocada.' },
  // The booking's check (server/features/bookings/age-group.ts): the range and the athlete's first name and age.
  /** "This session is for ages 5-7. Maya is 15." */
  outsideRange: {
    en: (p: Range & { name: string; age: number }) => `This session is for ${agePhrase(p)}. ${p.name} is ${p.age}.`,
    es: (p: Range & { name: string; age: number }) => `Esta sesión es para ${agePhrase(p, 'es')}. ${p.name} tiene ${p.age} ${p.age === 1 ? 'año' : 'años'}.`,
  },
  /** No age on file: the athlete's details at checkout ask for it. */
  unknownAge: {
    en: (p: Range & { name: string }) =>
      `This session is for ${agePhrase(p)}, and we do not have ${p.name}'s age yet. Add it with the athlete's details at checkout, then try again.`,
    es: (p: Range & { name: string }) =>
      `Esta sesión es para ${agePhrase(p, 'es')} y todavía no tenemos la edad de ${p.name}. Agrégala con los datos del atleta al reservar y vuelve a intentarlo.`,
  },
  /** A staff edit of a range that leaves out athletes already booked (decision 042). */
  leavesOutBooked: {
    en: 'Athletes already booked are outside the new age group. Their bookings are kept: confirm to save the change.',
    es: 'Hay atletas ya reservados fuera del nuevo grupo de edad. Sus reservas se mantienen: confirma para guardar el cambio.',
  },
});
