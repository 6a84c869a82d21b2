import { defineMessages } from './define.ts';

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
});
