import { defineMessages } from './define.ts';

/** The liability waiver (issue 29, decision 043; common/waivers.ts). */
export const WAIVERS = defineMessages({
  signed: { en: 'Thank you. The waiver is signed.', es: 'Gracias. La exención está firmada.' },
  nameRequired: { en: 'Please type your full name to sign.', es: 'Escribe tu nombre completo para firmar.' },
  nameInvalid: {
    en: 'Please type your full name as you would sign it (letters, at least 2).',
    es: 'Escribe tu nombre completo tal como firmarías (letras, al menos 2).',
  },
  nameTooLong: { en: 'Please keep the name under 120 characters.', es: 'El nombre debe tener menos de 120 caracteres.' },
  agreeRequired: { en: 'Please tick the box to agree to the waiver.', es: 'Marca la casilla para aceptar la exención.' },
  notLatest: {
    en: 'This waiver has been replaced by a newer version. Please read and sign the current one.',
    es: 'Esta exención fue reemplazada por una versión más reciente. Lee y firma la versión actual.',
  },
  guardianRequired: {
    en: 'An athlete under 18 cannot sign the waiver. A parent or guardian must sign it for them.',
    es: 'Un atleta menor de 18 años no puede firmar la exención. Debe firmarla su padre, madre o tutor.',
  },
  adultSignsSelf: {
    en: 'This athlete is 18 or older and signs the waiver for themselves.',
    es: 'Este atleta tiene 18 años o más y firma la exención por sí mismo.',
  },
  notLinked: {
    en: 'You can only sign the waiver for athletes linked to your account.',
    es: 'Solo puedes firmar la exención de los atletas vinculados a tu cuenta.',
  },
  ageUnknown: {
    en: "We need the athlete's age before the waiver can be signed. Please add the athlete's details (age included) first.",
    es: 'Necesitamos la edad del atleta antes de firmar la exención. Añade primero los datos del atleta (con su edad).',
  },
  athletesOnly: {
    en: 'Only athletes and their parents or guardians sign the waiver.',
    es: 'Solo los atletas y sus padres, madres o tutores firman la exención.',
  },
  requiredSelf: {
    en: 'Before booking, please read and sign the current liability waiver.',
    es: 'Antes de reservar, lee y firma la exención de responsabilidad vigente.',
  },
  requiredGuardian: {
    en: 'Before booking, a parent or guardian must read and sign the current liability waiver for this athlete.',
    es: 'Antes de reservar, el padre, la madre o el tutor debe leer y firmar la exención de responsabilidad vigente de este atleta.',
  },
  textEnRequired: { en: 'Please write the waiver in English.', es: 'Escribe la exención en inglés.' },
  textEsRequired: { en: 'Please write the waiver in Spanish.', es: 'Escribe la exención en español.' },
  textTooLong: { en: 'Please keep the waiver under 20000 characters.', es: 'La exención debe tener menos de 20000 caracteres.' },
  published: {
    en: 'The new waiver version was published. Everyone signs it before their next booking.',
    es: 'Se publicó la nueva versión de la exención. Todos la firman antes de su próxima reserva.',
  },
  signatureNotFound: { en: 'Signature not found.', es: 'No encontramos esta firma.' },
  languageInvalid: {
    en: 'The waiver can be signed in English (en) or Spanish (es) only.',
    es: 'La exención solo se puede firmar en inglés (en) o en español (es).',
  },
});
