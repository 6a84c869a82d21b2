import { defineMessages } from './define.ts';

/** News posts, the staff side (common/content.ts, server/features/content). */
export const CONTENT = defineMessages({
  postNotFound: { en: 'Post not found', es: 'Publicación no encontrada' },
  postRemoved: { en: 'Post removed', es: 'Publicación eliminada' },
});
