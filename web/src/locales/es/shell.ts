import type { ShellMessages } from '../en/shell';

export const shell: ShellMessages = {
  skip: 'Saltar al contenido',
  nav: {
    main: 'Principal',
    mobile: 'Móvil',
    home: 'Inicio',
    dashboard: 'Panel',
    training: 'Entrenamiento',
    trainingPrograms: 'Programas de entrenamiento',
    schedule: 'Calendario',
    openPlay: 'Juego libre',
    playerProfiles: 'Perfiles de jugadores',
    progress: 'Progreso',
    media: 'Archivos',
    alumni: 'Exalumnos',
  },
  header: {
    yourProfile: '{{name}}, tu perfil',
    myProfile: 'Mi perfil ({{role}})',
    signOut: 'Cerrar sesión',
    login: 'Iniciar sesión',
    signUp: 'Registrarse',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    language: 'Idioma',
    role: { ATHLETE: 'atleta', COACH: 'entrenador', PARENT: 'padre/madre' },
  },
  footer: {
    tagline: 'Velocidad, técnica y confianza para atletas de todos los niveles.',
    social: 'Redes sociales',
    quickLinks: 'Enlaces rápidos',
    contact: 'Contacto',
    rights: '© {{year}} {{name}}. Todos los derechos reservados.',
    links: { programs: 'Programas', schedule: 'Calendario', coaches: 'Entrenadores', pricing: 'Precios', dashboard: 'Panel', myProfile: 'Mi perfil' },
  },
  signedOut: {
    title: 'No autorizado',
    text: 'Se cerró tu sesión. Volviendo a iniciar sesión...',
  },
};
