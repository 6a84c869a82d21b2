import { defineMessages } from './define.ts';

/** Alumni stories: the staff form (common/alumni.ts, web alumni-form.ts) and the server's answers. */
export const ALUMNI = defineMessages({
  slug: { en: 'Lowercase letters, numbers and hyphens only', es: 'Solo letras minúsculas, números y guiones' },
  recordLine: { en: 'Write each line as name: value', es: 'Escribe cada línea como nombre: valor' },
  recordValue: { en: 'Each value can be at most 300 characters', es: 'Cada valor puede tener como máximo 300 caracteres' },
  slugTaken: { en: 'Another alumni story uses this URL.', es: 'Otra historia de exalumno usa esta URL.' },
  notFound: { en: 'Alumni story not found', es: 'Historia de exalumno no encontrada' },
  removed: { en: 'Alumni story removed', es: 'Historia de exalumno eliminada' },
  profileNotFound: { en: "The alumni profile you're looking for doesn't exist.", es: 'El perfil de exalumno que buscas no existe.' },
});
