import type { Messages } from '../namespaces';

export const achievements: Messages<'achievements'> = {
  eyebrow: 'Tu progreso',
  title: 'Logros',
  intro: 'Gana insignias y puntos mientras entrenas, mantén la constancia y comparte tu trabajo con tus entrenadores.',
  back: 'Volver al panel',
  loading: 'Cargando tus logros...',
  loadError: 'No pudimos cargar tus logros.',
  retry: 'Intentar de nuevo',
  summary: {
    label: 'Resumen',
    earned: 'Logros obtenidos',
    earnedValue: '{{earned}} de {{total}}',
    completion: 'Avance',
    points: 'Puntos totales',
  },
  categories: {
    heading: 'Categorías',
    earned: '{{earned}} de {{total}} obtenidos',
    names: { Milestone: 'Hito', Progress: 'Progreso', Elite: 'Élite', Consistency: 'Constancia', Engagement: 'Participación', Special: 'Especial' },
  },
  list: {
    heading: 'Insignias y progreso',
    earned: 'Obtenido',
    notEarned: 'Aún no obtenido',
    progress: 'Progreso de {{title}}',
    points: '{{points}} puntos',
  },
  items: {
    'first-steps': { title: 'Primeros pasos', description: 'Reserva tu primera sesión de entrenamiento' },
    'getting-started': { title: 'En marcha', description: 'Reserva 5 sesiones de entrenamiento' },
    'dedicated-athlete': { title: 'Atleta dedicado', description: 'Reserva 10 sesiones de entrenamiento' },
    'training-veteran': { title: 'Veterano del entrenamiento', description: 'Reserva 25 sesiones de entrenamiento' },
    'monthly-consistency': { title: 'Constancia mensual', description: 'Entrena 4 sesiones en un mismo mes' },
    'media-contributor': { title: 'Colaborador multimedia', description: 'Sube tu primer video o foto de entrenamiento' },
    'content-creator': { title: 'Creador de contenido', description: 'Sube 5 videos o fotos de entrenamiento' },
    'early-bird': { title: 'Madrugador', description: 'Reserva 3 sesiones por la mañana, entre las 7 y las 9 a. m.' },
  },
  cta: {
    heading: '¿Listo para tu próximo logro?',
    text: 'Cada sesión que reservas y cada clip que subes te acercan a la siguiente insignia.',
    book: 'Reservar una sesión',
    upload: 'Subir archivos',
    sessions: 'Ver mis sesiones',
  },
};
