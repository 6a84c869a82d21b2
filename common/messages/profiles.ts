import { defineMessages } from './define.ts';

type Mismatch = { position: string; sport: string; positions: string };

/** Public athlete profiles and profile setup (common/profiles.ts). */
export const PROFILES = defineMessages({
  displayName: { en: 'Display name is required', es: 'El nombre visible es obligatorio' },
  slug: { en: 'Profile URL can use letters, numbers and hyphens only', es: 'La URL del perfil solo puede tener letras, números y guiones' },
  slugTaken: { en: 'This profile URL is taken', es: 'Esta URL de perfil ya está en uso' },
  saveFailed: { en: 'Failed to save profile', es: 'No se pudo guardar el perfil' },
  notFound: {
    en: "The athlete profile you're looking for doesn't exist or is not public.",
    es: 'El perfil de atleta que buscas no existe o no es público.',
  },
  graduationYear: { en: 'Graduation year must be a year from 1950 to 2100', es: 'El año de graduación debe ser un año de 1950 a 2100' },
  // Profile setup (part 2, section 5) and the add-athlete form.
  ageNumber: { en: 'Age must be a number', es: 'La edad debe ser un número' },
  ageWhole: { en: 'Age must be a whole number', es: 'La edad debe ser un número entero' },
  ageMin: { en: 'Age must be at least 5', es: 'La edad debe ser como mínimo 5' },
  ageMax: { en: 'Age must be 50 or under', es: 'La edad debe ser 50 o menos' },
  goalsLong: { en: 'Please keep your goals under 2000 characters', es: 'Escribe tus metas en menos de 2000 caracteres' },
  positionMismatch: {
    en: (p: Mismatch) => `${p.position} is not a position in ${p.sport}. Choose one of: ${p.positions}.`,
    es: (p: Mismatch) => `${p.position} no es una posición de ${p.sport}. Elige una de: ${p.positions}.`,
  },
});
