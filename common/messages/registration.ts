import { defineMessages } from './define.ts';

/** The athlete registration rules (part 1, section 5; common/registration.ts) and its answers. */
export const REGISTRATION = defineMessages({
  athleteName: { en: 'Athlete name must be at least 2 characters', es: 'El nombre del atleta debe tener al menos 2 caracteres' },
  ageMin: { en: 'Athlete must be at least 5 years old', es: 'El atleta debe tener al menos 5 años' },
  ageMax: { en: 'Athlete must be under 18 years old', es: 'El atleta debe tener menos de 18 años' },
  address: { en: 'Please provide a complete address', es: 'Escribe una dirección completa' },
  city: { en: 'City is required', es: 'La ciudad es obligatoria' },
  state: { en: 'State is required', es: 'El estado es obligatorio' },
  zip: { en: 'Valid ZIP code is required', es: 'Se necesita un código postal válido' },
  emergencyName: { en: 'Emergency contact name is required', es: 'El nombre del contacto de emergencia es obligatorio' },
  emergencyPhone: { en: 'Emergency contact phone is required', es: 'El teléfono del contacto de emergencia es obligatorio' },
  relation: { en: 'Relationship to athlete is required', es: 'El parentesco con el atleta es obligatorio' },
  waiver: { en: 'You must agree to the liability waiver to proceed', es: 'Debes aceptar la exención de responsabilidad para continuar' },
  parentName: {
    en: 'Parent/Guardian name must be at least 2 characters',
    es: 'El nombre del padre, madre o tutor debe tener al menos 2 caracteres',
  },
  parentPhone: { en: 'Valid phone number is required', es: 'Se necesita un número de teléfono válido' },
  parentEmail: { en: 'Valid email address is required', es: 'Se necesita un correo electrónico válido' },
  failed: { en: 'Failed to save athlete information. Please try again.', es: 'No se pudo guardar la información del atleta. Inténtalo de nuevo.' },
  saved: { en: 'Athlete information has been saved successfully.', es: 'La información del atleta se guardó correctamente.' },
  onlyLinked: { en: 'You can only register athletes linked to your account.', es: 'Solo puedes registrar atletas vinculados a tu cuenta.' },
  invalid: { en: 'Invalid registration', es: 'Registro no válido' },
  noneYet: { en: 'No athlete registration yet', es: 'Todavía no hay un registro del atleta' },
});
