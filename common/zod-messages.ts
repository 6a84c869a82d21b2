/**
 * Zod's default messages ("Invalid input: expected string, received undefined") are for
 * developers. This error map turns every issue that a schema did not word itself into a plain
 * sentence naming the field, in English or Spanish. The server installs it (z.config) and the web
 * app sets it on zod's global config before any form loads; a schema's own message always wins.
 */
export type MessageLanguage = 'en' | 'es';

/** The parts of a zod issue the sentences use (raw or finalized issues both fit). */
export interface IssueLike {
  code?: string;
  path?: ReadonlyArray<PropertyKey>;
  input?: unknown;
  expected?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  values?: ReadonlyArray<unknown>;
  keys?: ReadonlyArray<string>;
}

/** Field names people read, for keys that do not say it well once split into words. */
const FIELD_NAMES: Record<MessageLanguage, Record<string, string>> = {
  en: {
    fileUrl: 'The uploaded file',
    fileName: 'File name',
    email: 'E-mail address',
    programId: 'Program',
    sessionId: 'Session',
    gameId: 'Game',
    mediaId: 'Media',
    athleteId: 'Athlete',
  },
  es: {
    fileUrl: 'El archivo subido',
    fileName: 'El nombre del archivo',
    email: 'El correo electrónico',
    password: 'La contraseña',
    firstName: 'El nombre',
    lastName: 'El apellido',
    description: 'La descripción',
    sport: 'El deporte',
    position: 'La posición',
    age: 'La edad',
    programId: 'El programa',
    sessionId: 'La sesión',
    gameId: 'El partido',
    mediaId: 'El archivo',
    athleteId: 'El atleta',
    title: 'El título',
    date: 'La fecha',
    time: 'La hora',
    name: 'El nombre',
    phone: 'El teléfono',
    rating: 'La valoración',
    feedback: 'El comentario',
    language: 'El idioma',
    capacity: 'La capacidad',
    location: 'El lugar',
    price: 'El precio',
  },
};

/** "fileName" → "File name"; a list index is skipped for the field that holds it. */
export function fieldName(path: ReadonlyArray<PropertyKey> | undefined, lang: MessageLanguage = 'en'): string {
  const key = [...(path ?? [])].reverse().find((p): p is string => typeof p === 'string');
  if (!key) return lang === 'es' ? 'Este valor' : 'This value';
  const known = FIELD_NAMES[lang][key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  const text = lang === 'es' ? `El campo «${words}»` : words;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const KINDS: Record<MessageLanguage, Record<string, string>> = {
  en: {
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'yes or no',
    array: 'a list',
    object: 'a set of fields',
    date: 'a date',
    bigint: 'a whole number',
  },
  es: {
    string: 'un texto',
    number: 'un número',
    int: 'un número entero',
    boolean: 'sí o no',
    array: 'una lista',
    object: 'un conjunto de campos',
    date: 'una fecha',
    bigint: 'un número entero',
  },
};
const FORMATS: Record<MessageLanguage, Record<string, string>> = {
  en: {
    email: 'a valid e-mail address',
    url: 'a valid web address',
    uuid: 'a valid identifier',
    date: 'a date (YYYY-MM-DD)',
    time: 'a time (HH:MM)',
    datetime: 'a date and time',
    regex: 'in the expected format',
  },
  es: {
    email: 'un correo electrónico válido',
    url: 'una dirección web válida',
    uuid: 'un identificador válido',
    date: 'una fecha (AAAA-MM-DD)',
    time: 'una hora (HH:MM)',
    datetime: 'una fecha y hora',
    regex: 'en el formato esperado',
  },
};

const list = (values: ReadonlyArray<unknown> | undefined) => (values ?? []).map(String).join(', ');

function english(iss: IssueLike, field: string): string {
  const n = (v: number | bigint | undefined) => String(v ?? '');
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null) return `${field} is required.`;
      return `${field} must be ${KINDS.en[String(iss.expected)] ?? String(iss.expected)}.`;
    case 'too_small':
      if (iss.origin === 'string') return Number(iss.minimum) <= 1 ? `${field} is required.` : `${field} must be at least ${n(iss.minimum)} characters.`;
      if (iss.origin === 'array' || iss.origin === 'set') return `${field} needs at least ${n(iss.minimum)} item${Number(iss.minimum) === 1 ? '' : 's'}.`;
      return `${field} must be at least ${n(iss.minimum)}.`;
    case 'too_big':
      if (iss.origin === 'string') return `${field} must be at most ${n(iss.maximum)} characters.`;
      if (iss.origin === 'array' || iss.origin === 'set') return `${field} can have at most ${n(iss.maximum)} items.`;
      return `${field} must be at most ${n(iss.maximum)}.`;
    case 'invalid_format':
      return `${field} must be ${FORMATS.en[iss.format ?? 'regex'] ?? FORMATS.en.regex}.`;
    case 'invalid_value':
      if (iss.input === undefined) return `${field} is required.`;
      return `${field} must be one of: ${list(iss.values)}.`;
    case 'not_multiple_of':
      return `${field} is not an allowed amount.`;
    case 'unrecognized_keys':
      return `Unknown field${(iss.keys?.length ?? 0) === 1 ? '' : 's'}: ${(iss.keys ?? []).join(', ')}.`;
    default:
      return `${field} is not valid.`;
  }
}

function spanish(iss: IssueLike, field: string): string {
  const n = (v: number | bigint | undefined) => String(v ?? '');
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null) return `${field}: este dato es obligatorio.`;
      return `${field} debe ser ${KINDS.es[String(iss.expected)] ?? String(iss.expected)}.`;
    case 'too_small':
      if (iss.origin === 'string')
        return Number(iss.minimum) <= 1 ? `${field}: este dato es obligatorio.` : `${field} debe tener al menos ${n(iss.minimum)} caracteres.`;
      if (iss.origin === 'array' || iss.origin === 'set')
        return `${field} necesita al menos ${n(iss.minimum)} elemento${Number(iss.minimum) === 1 ? '' : 's'}.`;
      return `${field} debe ser como mínimo ${n(iss.minimum)}.`;
    case 'too_big':
      if (iss.origin === 'string') return `${field} debe tener como máximo ${n(iss.maximum)} caracteres.`;
      if (iss.origin === 'array' || iss.origin === 'set') return `${field} puede tener como máximo ${n(iss.maximum)} elementos.`;
      return `${field} debe ser como máximo ${n(iss.maximum)}.`;
    case 'invalid_format':
      return `${field} debe ser ${FORMATS.es[iss.format ?? 'regex'] ?? FORMATS.es.regex}.`;
    case 'invalid_value':
      if (iss.input === undefined) return `${field}: este dato es obligatorio.`;
      return `${field} debe ser uno de: ${list(iss.values)}.`;
    case 'not_multiple_of':
      return `${field} no es una cantidad permitida.`;
    case 'unrecognized_keys':
      return `Campo${(iss.keys?.length ?? 0) === 1 ? '' : 's'} desconocido${(iss.keys?.length ?? 0) === 1 ? '' : 's'}: ${(iss.keys ?? []).join(', ')}.`;
    default:
      return `${field}: el valor no es válido.`;
  }
}

/** A plain sentence for a zod issue, naming the field. */
export function plainIssueMessage(iss: IssueLike, lang: MessageLanguage = 'en'): string {
  const field = fieldName(iss.path, lang);
  return lang === 'es' ? spanish(iss, field) : english(iss, field);
}
