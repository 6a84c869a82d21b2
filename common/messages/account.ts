import { defineMessages } from './define.ts';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The account page: password, signed-in devices, contact details, Delete my account (issue 16, decision 026). */
export const ACCOUNT = defineMessages({
  passwordChanged: {
    en: 'Password changed. You were signed out on your other devices.',
    es: 'Contraseña cambiada. Se cerró tu sesión en tus otros dispositivos.',
  },
  confirmPassword: { en: 'Please confirm your new password', es: 'Confirma tu contraseña nueva' },
  newPasswordsDiffer: { en: 'The new passwords do not match', es: 'Las contraseñas nuevas no coinciden' },
  pictureFirst: { en: 'Please upload the picture first.', es: 'Sube primero la imagen.' },
  sessionNotFound: { en: 'That session has already ended.', es: 'Esa sesión ya terminó.' },
  signedOutOne: { en: 'That device was signed out.', es: 'Se cerró la sesión en ese dispositivo.' },
  signedOutOthers: { en: 'Every other device was signed out.', es: 'Se cerró la sesión en todos los demás dispositivos.' },
  contactOnlyAthletes: {
    en: 'Only athletes keep an address and emergency contact on their account. Parents give them for each athlete at checkout.',
    es: 'Solo los atletas guardan una dirección y un contacto de emergencia en su cuenta. Los padres los indican para cada atleta al pagar.',
  },
  lastStaff: {
    en: 'You are the last staff member: nobody else could approve coaches. Make another coach staff before deleting your account.',
    es: 'Eres el último miembro del personal: nadie más podría aprobar entrenadores. Da acceso de personal a otro entrenador antes de eliminar tu cuenta.',
  },
  deleted: { en: 'Your account was deleted.', es: 'Tu cuenta se eliminó.' },
  deletedDuringPayment: {
    en: 'This account was deleted while the payment went through: nothing was bought and the payment is refunded in full.',
    es: 'Esta cuenta se eliminó mientras se procesaba el pago: no se compró nada y se reembolsa el pago completo.',
  },
  upcomingGames: {
    en: ({ n }: { n: number }) =>
      `You have ${n} upcoming pickup game${plural(n, '', 's')}. Leave ${plural(n, 'it', 'them')} on the Open Play page first (the refund policy applies), then delete your account.`,
    es: ({ n }: { n: number }) =>
      `Tienes ${n} ${plural(n, 'partido abierto próximo', 'partidos abiertos próximos')}. ${plural(n, 'Sal de él', 'Sal de ellos')} primero en la página de Juego libre (se aplica la política de reembolso) y después elimina tu cuenta.`,
  },
  upcomingBookings: {
    en: ({ n }: { n: number }) =>
      `You have ${n} upcoming training session${plural(n, '', 's')}. Cancel ${plural(n, 'it', 'them')} in My Training Sessions first (the refund policy applies), then delete your account.`,
    es: ({ n }: { n: number }) =>
      `Tienes ${n} ${plural(n, 'sesión de entrenamiento próxima', 'sesiones de entrenamiento próximas')}. ${plural(n, 'Cancélala', 'Cancélalas')} primero en Mis sesiones de entrenamiento (se aplica la política de reembolso) y después elimina tu cuenta.`,
  },
});
