import type { Messages } from '../namespaces';

export const common: Messages<'common'> = {
  loginRequired: {
    title: 'No autorizado',
    text: 'Inicia sesión para continuar.',
    redirecting: 'Te llevamos a la página de inicio de sesión...',
  },
  picture: {
    preview: 'Vista previa de la foto de perfil',
    label: 'Foto de perfil',
    change: 'Cambiar la foto',
    upload: 'Subir una foto',
    remove: 'Quitar',
    discard: 'Descartar',
    hint: 'PNG o JPG de hasta 5 MB',
    tooLarge: { title: 'Archivo demasiado grande', description: 'Elige una imagen de menos de 5 MB' },
    notImage: { title: 'Solo imágenes', description: 'Elige una imagen PNG o JPG.' },
  },
  verifyEmail: {
    title: 'Confirma tu correo electrónico',
    text: 'Confirma tu correo electrónico: enviamos un enlace a {{email}}.',
    sending: 'Enviando...',
    send: 'Enviar el enlace otra vez',
    failed: 'No se pudo enviar el enlace. Inténtalo de nuevo.',
    network: 'Error de conexión. Revisa tu conexión a internet e inténtalo de nuevo.',
  },
};
