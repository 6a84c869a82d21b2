import type { Messages } from '../namespaces';

export const coachApproval: Messages<'coachApproval'> = {
  revokedTitle: 'Se retiró tu acceso de entrenador',
  pendingTitle: 'Pendiente de aprobación',
  revokedText:
    'Nuestro personal retiró tu acceso de entrenador, así que los atletas, sus videos y las herramientas de comentarios ya no están disponibles para esta cuenta. Comunícate con nosotros si crees que es un error.',
  thanksNamed: 'Gracias por registrarte como entrenador, {{name}}. Nuestro personal revisa cada cuenta de entrenador antes de que pueda ver a los atletas y sus videos y dejar comentarios.',
  thanks: 'Gracias por registrarte como entrenador. Nuestro personal revisa cada cuenta de entrenador antes de que pueda ver a los atletas y sus videos y dejar comentarios.',
  email: 'Te escribiremos a {{email}} en cuanto se apruebe tu cuenta. A partir de entonces, esta página abrirá tu panel de entrenador.',
  settings: 'Configuración de la cuenta',
};
