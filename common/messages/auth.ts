import { defineMessages } from './define.ts';

type Wait = { n: number; unit: 'seconds' | 'minutes' };
const esUnit = ({ n, unit }: Wait) => (unit === 'seconds' ? (n === 1 ? 'segundo' : 'segundos') : n === 1 ? 'minuto' : 'minutos');
const enUnit = ({ n, unit }: Wait) => (unit === 'seconds' ? (n === 1 ? 'second' : 'seconds') : n === 1 ? 'minute' : 'minutes');

/** Sign-up, sign-in, password reset, e-mail change and verification, a child's own login (common/auth.ts). */
export const AUTH = defineMessages({
  required: { en: 'Please fill in all required fields', es: 'Completa todos los campos obligatorios' },
  email: { en: 'Please enter a valid email address', es: 'Introduce un correo electrónico válido' },
  /** PASSWORD_MIN (common/auth.ts) is 8: common/auth.test.ts checks that the two agree. */
  passwordLength: { en: 'Password must be at least 8 characters long', es: 'La contraseña debe tener al menos 8 caracteres' },
  passwordMax: { en: 'Password must be at most 200 characters long', es: 'La contraseña debe tener como máximo 200 caracteres' },
  loginRequired: { en: 'Please enter both email and password', es: 'Introduce el correo electrónico y la contraseña' },
  role: { en: 'Please choose a role: Athlete, Coach or Parent', es: 'Elige un rol: atleta, entrenador o padre/madre' },
  duplicate: { en: 'An account with this email already exists', es: 'Ya existe una cuenta con este correo electrónico' },
  commonPassword: { en: 'Please choose a less common password', es: 'Elige una contraseña menos común' },
  badCredentials: { en: 'Invalid email or password', es: 'Correo electrónico o contraseña incorrectos' },
  signupFailed: { en: 'Signup failed. Please try again.', es: 'No se pudo crear la cuenta. Inténtalo de nuevo.' },
  loginFailed: { en: 'Login failed. Please check your credentials.', es: 'No se pudo iniciar sesión. Revisa tus datos.' },
  network: {
    en: 'Network error. Please check your connection and try again.',
    es: 'Error de conexión. Revisa tu conexión a internet e inténtalo de nuevo.',
  },
  signedIn: { en: 'Signed in', es: 'Sesión iniciada' },
  signedOut: { en: 'Signed out', es: 'Sesión cerrada' },
  created: { en: 'Account created', es: 'Cuenta creada' },
  /** The account stands even if the invitation cannot be used: `reason` is the invitation's answer, already in the reader's language. */
  createdNotLinked: { en: (p: { reason: string }) => `Account created. ${p.reason}`, es: (p: { reason: string }) => `Cuenta creada. ${p.reason}` },
  createdAndLinked: { en: 'Account created and linked with your parent', es: 'Cuenta creada y vinculada con tu padre o madre' },
  signupsTooMany: {
    en: (p: { minutes: number }) => `Too many sign-ups from this network. Please try again in ${p.minutes} minutes.`,
    es: (p: { minutes: number }) => `Demasiados registros desde esta red. Inténtalo de nuevo en ${p.minutes} minutos.`,
  },
  loginsTooMany: {
    en: (p: Wait) => `Too many failed sign-in attempts. Please wait ${p.n} ${enUnit(p)} and try again.`,
    es: (p: Wait) => `Demasiados intentos fallidos de inicio de sesión. Espera ${p.n} ${esUnit(p)} e inténtalo de nuevo.`,
  },
  // Forgot password (issue 16)
  resetSent: {
    en: 'If an account exists for that address, we have sent it a link to choose a new password. The link works once, for 1 hour.',
    es: 'Si existe una cuenta con esa dirección, le hemos enviado un enlace para elegir una contraseña nueva. El enlace funciona una vez, durante 1 hora.',
  },
  resetInvalid: {
    en: 'This link to reset your password is not valid, or was already used. Please ask for a new one.',
    es: 'Este enlace para restablecer la contraseña no es válido o ya se usó. Pide uno nuevo.',
  },
  resetExpired: {
    en: 'This link to reset your password has expired. Please ask for a new one.',
    es: 'Este enlace para restablecer la contraseña ha caducado. Pide uno nuevo.',
  },
  resetDone: {
    en: 'Your password was changed and every device was signed out. Please log in with your new password.',
    es: 'Se cambió tu contraseña y se cerró la sesión en todos los dispositivos. Inicia sesión con tu contraseña nueva.',
  },
  resetTooMany: {
    en: 'Too many reset requests. Please try again in a few minutes.',
    es: 'Demasiadas solicitudes de restablecimiento. Inténtalo de nuevo en unos minutos.',
  },
  // E-mail change and verification (issue 16)
  emailPasswordNeeded: {
    en: 'Please enter your current password to change your e-mail address.',
    es: 'Introduce tu contraseña actual para cambiar tu correo electrónico.',
  },
  wrongPassword: { en: 'Your current password is not correct.', es: 'Tu contraseña actual no es correcta.' },
  emailChangeInvalid: {
    en: 'This link to confirm your new e-mail address is not valid, or was already used.',
    es: 'Este enlace para confirmar tu nuevo correo electrónico no es válido o ya se usó.',
  },
  emailChangeExpired: {
    en: 'This link to confirm your new e-mail address has expired. Please change the address again.',
    es: 'Este enlace para confirmar tu nuevo correo electrónico ha caducado. Cambia la dirección de nuevo.',
  },
  emailChanged: {
    en: 'Your e-mail address was changed. Use it to sign in from now on.',
    es: 'Se cambió tu correo electrónico. Úsalo para iniciar sesión a partir de ahora.',
  },
  emailVerified: { en: 'Your e-mail address is verified.', es: 'Tu correo electrónico está verificado.' },
  verifyInvalid: {
    en: 'This link to verify your e-mail address is not valid, or was already used.',
    es: 'Este enlace para verificar tu correo electrónico no es válido o ya se usó.',
  },
  verifyExpired: {
    en: 'This link to verify your e-mail address has expired. Please ask for a new one from your account page.',
    es: 'Este enlace para verificar tu correo electrónico ha caducado. Pide uno nuevo desde la página de tu cuenta.',
  },
  alreadyVerified: { en: 'Your e-mail address is already verified.', es: 'Tu correo electrónico ya está verificado.' },
  verifyTooMany: {
    en: 'Too many verification e-mails were requested. Please try again in an hour.',
    es: 'Se pidieron demasiados correos de verificación. Inténtalo de nuevo dentro de una hora.',
  },
  changeTooMany: {
    en: 'Too many e-mail changes were requested. Please try again in an hour.',
    es: 'Se pidieron demasiados cambios de correo. Inténtalo de nuevo dentro de una hora.',
  },
  verificationSent: {
    en: (p: { email: string; days: number }) => `We sent a new link to ${p.email}. It works once, for ${p.days} days.`,
    es: (p: { email: string; days: number }) => `Enviamos un enlace nuevo a ${p.email}. Funciona una vez, durante ${p.days} días.`,
  },
  currentPasswordNeeded: { en: 'Please enter your current password', es: 'Introduce tu contraseña actual' },
  // A child's own login (decision 047)
  childLinkInvalid: {
    en: 'This link is invalid, was already used or has expired. Ask your parent to send a new one.',
    es: 'Este enlace no es válido, ya se usó o ha caducado. Pide a tu padre o madre que te envíe uno nuevo.',
  },
  passwordsDiffer: { en: 'The passwords do not match.', es: 'Las contraseñas no coinciden.' },
  childEmailTaken: {
    en: 'This e-mail address already belongs to an account. Please use another address for your child.',
    es: 'Este correo electrónico ya pertenece a una cuenta. Usa otra dirección para tu hijo o hija.',
  },
  childLoginDone: { en: 'Your login is ready. Welcome!', es: 'Tu acceso está listo. ¡Te damos la bienvenida!' },
  // Coach approval (issue 16)
  coachPending: {
    en: 'Your coach account is waiting for staff approval. You will get an e-mail when it is approved.',
    es: 'Tu cuenta de entrenador está pendiente de aprobación por el personal. Recibirás un correo cuando se apruebe.',
  },
  coachRevoked: {
    en: 'Your coach access has been removed. Please contact the facility if you think this is a mistake.',
    es: 'Se retiró tu acceso de entrenador. Contacta con el centro si crees que es un error.',
  },
  coachSignedUp: {
    en: 'Account created. Your coach application was sent to our staff for approval.',
    es: 'Cuenta creada. Tu solicitud de entrenador se envió a nuestro personal para su aprobación.',
  },
  coachSelfRevoke: { en: 'You cannot remove your own coach access.', es: 'No puedes retirar tu propio acceso de entrenador.' },
  coachNotFound: { en: 'Coach not found', es: 'Entrenador no encontrado' },
  coachApproved: { en: (p: { name: string }) => `${p.name} is approved as a coach`, es: (p: { name: string }) => `${p.name} está aprobado como entrenador` },
  coachRemoved: {
    en: (p: { name: string }) => `${p.name} no longer has coach access`,
    es: (p: { name: string }) => `${p.name} ya no tiene acceso de entrenador`,
  },
  coachAlreadyApproved: { en: (p: { name: string }) => `${p.name} is already approved`, es: (p: { name: string }) => `${p.name} ya está aprobado` },
  coachAlreadyRemoved: {
    en: (p: { name: string }) => `${p.name} already has no coach access`,
    es: (p: { name: string }) => `${p.name} ya no tenía acceso de entrenador`,
  },
});
