import type { Messages } from '../namespaces';

export const profileSetup: Messages<'profileSetup'> = {
  loading: 'Cargando tu perfil...',
  header: {
    title: 'Completa tu perfil',
    text: 'Cuéntanos un poco sobre ti para que nuestros entrenadores adapten tu entrenamiento. Solo toma un minuto.',
    badge: '{{done}} de {{total}} completados',
    completion: 'Perfil completado',
  },
  checklist: {
    label: 'Lista de pasos',
    picture: 'Foto de perfil',
    basicInfo: 'Datos básicos',
    goals: 'Metas de entrenamiento',
    done: 'Listo',
    todo: 'Pendiente',
  },
  sections: {
    picture: { title: 'Foto de perfil', text: 'Ayuda a tus entrenadores y compañeros a reconocerte.' },
    basicInfo: { title: 'Datos básicos', text: 'Tu edad, tu deporte y tu posición nos ayudan a sugerirte programas.' },
    goals: { title: 'Metas de entrenamiento', text: '¿Qué te gustaría lograr con tu entrenamiento?' },
  },
  basicInfo: {
    age: 'Edad',
    agePlaceholder: 'p. ej., 15',
    sport: 'Deporte principal',
    sportPlaceholder: 'Elige un deporte',
    position: 'Posición',
    positionHint: 'Primero elige un deporte',
    positionPlaceholder: 'Elige una posición',
  },
  goals: {
    label: '¿Qué quieres lograr?',
    placeholder: 'p. ej., Arrancar más rápido y entrar al equipo titular la próxima temporada.',
    ideas: '¿Necesitas ideas? Elige una para empezar:',
    suggestionsLabel: 'Sugerencias de metas',
    suggestions: {
      speed: 'Mejorar mi velocidad y agilidad en general',
      skills: 'Desarrollar habilidades propias de mi deporte',
      strength: 'Ganar fuerza y potencia',
      game: 'Rendir mejor en los partidos',
      season: 'Prepararme para la próxima temporada',
      leadership: 'Desarrollar mi capacidad de liderazgo',
    },
  },
  errors: {
    ageWhole: 'La edad debe ser un número entero',
    ageMin: 'La edad debe ser como mínimo 5',
    ageMax: 'La edad debe ser 50 o menos',
    goalsLong: 'Escribe tus metas en menos de 2000 caracteres',
  },
  actions: {
    nudge_one: '¡Te falta {{count}} paso para recibir recomendaciones de entrenamiento personalizadas!',
    nudge_other: '¡Te faltan {{count}} pasos para recibir recomendaciones de entrenamiento personalizadas!',
    skip: 'Omitir por ahora',
    saving: 'Guardando...',
    submit: 'Completar mi perfil',
  },
  toast: {
    done: 'Perfil completado',
    allSet: '¡Todo listo! A entrenar.',
    later: 'Puedes completar el resto cuando quieras.',
    failed: 'No se pudo guardar',
    failedText: 'Hubo un error al preparar tu perfil. Inténtalo de nuevo.',
  },
};
