import { defineMessages } from './define.ts';

/** Coach feedback on uploads and staff access (common/coach.ts, server/features/coach). */
export const COACH = defineMessages({
  // The feedback form's rules.
  feedbackRequired: { en: 'Please write your feedback.', es: 'Escribe tu comentario.' },
  rating: { en: 'Please choose a rating from 1 to 5.', es: 'Elige una valoración del 1 al 5.' },
  // The server's own answers.
  uploadGone: { en: 'This upload no longer exists.', es: 'Esta subida ya no existe.' },
  /** Editing feedback that is gone, or that another coach wrote. */
  feedbackNotFound: {
    en: 'This feedback no longer exists, or another coach wrote it.',
    es: 'Este comentario ya no existe o lo escribió otro entrenador.',
  },
  feedbackSubmitted: { en: 'Feedback submitted', es: 'Comentario enviado' },
  feedbackUpdated: { en: 'Feedback updated', es: 'Comentario actualizado' },
  // Staff access (the staff coaches page).
  ownStaffAccess: { en: 'You cannot remove your own staff access.', es: 'No puedes quitarte tu propio acceso de personal.' },
  approveFirst: { en: 'Approve this coach before making them staff.', es: 'Aprueba a este entrenador antes de darle acceso de personal.' },
  nowStaff: { en: (p: { name: string }) => `${p.name} is now staff`, es: (p: { name: string }) => `${p.name} ahora es parte del personal` },
  noLongerStaff: { en: (p: { name: string }) => `${p.name} is no longer staff`, es: (p: { name: string }) => `${p.name} ya no es parte del personal` },
});
