import { defineMessages } from './define.ts';

/** Parents and their athletes: invitations, children without e-mail, a child's own login (common/parent.ts). */
export const PARENT = defineMessages({
  emailRequired: { en: 'Email is required', es: 'El correo electrónico es obligatorio' },
  firstNameRequired: { en: 'First name is required', es: 'El nombre es obligatorio' },
  lastNameRequired: { en: 'Last name is required', es: 'El apellido es obligatorio' },
  ageRequired: { en: 'Age is required', es: 'La edad es obligatoria' },
  ageMax: { en: 'Athlete must be 18 or younger', es: 'El atleta debe tener 18 años o menos' },
  birthDateInvalid: { en: 'Enter a real date, like 2018-05-21', es: 'Escribe una fecha real, como 2018-05-21' },
  alreadyLinked: { en: 'This athlete is already linked', es: 'Este atleta ya está vinculado' },
  pending: {
    en: 'An invitation to this email is already pending. You can resend it from your dashboard.',
    es: 'Ya hay una invitación pendiente para este correo. Puedes reenviarla desde tu panel.',
  },
  added: { en: 'Athlete Added Successfully', es: 'Atleta agregado correctamente' },
  addFailed: { en: 'An error occurred while adding the athlete.', es: 'Ocurrió un error al agregar al atleta.' },
  inviteInvalid: {
    en: 'This invitation link is invalid or has expired. Ask your parent to send a new one.',
    es: 'Este enlace de invitación no es válido o ha caducado. Pide a tu padre o madre que te envíe otro.',
  },
  wrongAccount: {
    en: 'This invitation was sent to a different email address. Sign in with that account to accept it.',
    es: 'Esta invitación se envió a otro correo. Inicia sesión con esa cuenta para aceptarla.',
  },
  verifyFirst: {
    en: 'Please verify your e-mail address first: open the link we sent you, then accept the invitation.',
    es: 'Verifica primero tu correo electrónico: abre el enlace que te enviamos y después acepta la invitación.',
  },
  tooMany: {
    en: 'Too many invitations were sent. Please try again in an hour.',
    es: 'Se enviaron demasiadas invitaciones. Inténtalo de nuevo dentro de una hora.',
  },
  birthDateRequired: { en: 'Enter the date of birth', es: 'Escribe la fecha de nacimiento' },
  birthDateFuture: { en: 'The date of birth cannot be in the future.', es: 'La fecha de nacimiento no puede ser futura.' },
  childTooYoung: { en: 'Children train with us from the age of 3.', es: 'Los niños entrenan con nosotros desde los 3 años.' },
  childAdult: {
    en: 'Athletes 18 or older have their own account: invite them by e-mail instead.',
    es: 'Los atletas de 18 años o más tienen su propia cuenta: invítalos por correo electrónico.',
  },
  childExists: { en: 'This child is already in your family.', es: 'Este niño o niña ya está en tu familia.' },
  tooManyChildren: {
    en: 'One account can add up to 12 children. Please contact us if your family needs more.',
    es: 'Una cuenta puede agregar hasta 12 hijos. Escríbenos si tu familia necesita más.',
  },
  childNotFound: { en: 'This child is not in your family.', es: 'Este niño o niña no está en tu familia.' },
  childLoginTooYoung: {
    en: 'Children under 13 sign in through their parent. You can give your child a login of their own from their 13th birthday.',
    es: 'Los menores de 13 años entran a través de su padre o madre. Podrás darle a tu hijo o hija un acceso propio a partir de su 13.º cumpleaños.',
  },
  childHasLogin: { en: 'This athlete already has a login of their own.', es: 'Este atleta ya tiene su propio acceso.' },
  noChildLoginInvitation: { en: 'There is no open invitation for this child.', es: 'No hay ninguna invitación abierta para este niño o niña.' },
  childLoginCancelled: { en: 'Invitation cancelled. The link no longer works.', es: 'Invitación cancelada. El enlace ya no funciona.' },
  notLinked: { en: 'You can only see athletes linked to your account.', es: 'Solo puedes ver a los atletas vinculados a tu cuenta.' },
  invitationNotFound: { en: 'Invitation not found', es: 'Invitación no encontrada' },
  invitationRevoked: { en: 'Invitation revoked.', es: 'Invitación revocada.' },
  invitationDeclined: { en: 'Invitation declined.', es: 'Invitación rechazada.' },
  athletesOnlyAccept: {
    en: 'Only athlete accounts can accept a parent invitation.',
    es: 'Solo las cuentas de atleta pueden aceptar una invitación de un padre o madre.',
  },
  linked: { en: 'You are now linked with your parent.', es: 'Ya estás vinculado con tu padre o madre.' },
  linkNotFound: { en: 'Link not found', es: 'Vínculo no encontrado' },
  unlinked: { en: 'Parent unlinked.', es: 'Padre o madre desvinculado.' },
  addedInvited: {
    en: (p: { email: string }) => `Athlete Added Successfully: an invitation was sent to ${p.email}.`,
    es: (p: { email: string }) => `Atleta agregado correctamente: se envió una invitación a ${p.email}.`,
  },
  invitationResent: {
    en: (p: { email: string }) => `Invitation sent again to ${p.email}.`,
    es: (p: { email: string }) => `Invitación reenviada a ${p.email}.`,
  },
  childLoginSent: {
    en: (p: { email: string }) => `Login invitation sent to ${p.email}.`,
    es: (p: { email: string }) => `Invitación de acceso enviada a ${p.email}.`,
  },
});
