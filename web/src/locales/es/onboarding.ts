import type { Messages } from '../namespaces';

export const onboarding: Messages<'onboarding'> = {
  loading: 'Cargando...',
  eyebrow: 'Primeros pasos',
  progress: { step: 'Paso {{step}} de {{total}}', complete: '{{percent}} % completado', label: 'Progreso de los primeros pasos' },
  titles: { expect: 'Qué puedes esperar', finish: '¡Todo listo!' },
  labels: { welcome: 'Bienvenida', expect: 'Qué esperar', tools: 'Tus herramientas', programs: 'Programas', start: 'Empezar' },
  nav: { back: 'Atrás', skip: 'Omitir por ahora', complete: 'Completar mi perfil', continue: 'Continuar' },
  roles: {
    ATHLETE: {
      greeting: '¡Te damos la bienvenida a Octane, {{name}}!',
      intro: 'Ahora eres parte de una comunidad de atletas que entrenan para ser más rápidos, más fuertes y más inteligentes. Tómate un minuto y te mostramos todo.',
      highlights: { h1: 'Entrena con entrenadores con experiencia', h2: 'Recibe comentarios sobre tu juego', h3: 'Sigue tu progreso semana a semana' },
      expectations: {
        e1: { title: 'Reserva sesiones', text: 'Elige un programa y el horario que mejor te quede, y reserva tu lugar en unos pocos toques.' },
        e2: { title: 'Comentarios sobre tus videos', text: 'Sube clips de tus entrenamientos. Recibes al instante un análisis con IA y luego un entrenador lo califica y te dice en qué trabajar.' },
        e3: { title: 'Logros', text: 'Gana insignias y puntos mientras entrenas, y mantén viva tu racha semanal.' },
      },
      recommendTitle: 'Programas recomendados para ti',
      recommendText: 'Programas populares para empezar. Puedes reservar cualquiera desde la página de entrenamiento.',
      finishText: 'Agrega una foto, tu deporte, tu posición y tus metas para que nuestros entrenadores adapten tu entrenamiento. Toma más o menos un minuto.',
    },
    PARENT: {
      greeting: '¡Te damos la bienvenida a Octane, {{name}}!',
      intro: 'Ya tienes todo listo para apoyar el desarrollo de tu atleta. Te mostraremos cómo vincularlo, reservar sus sesiones y seguir su progreso.',
      highlights: { h1: 'Vincula a tu atleta con tu cuenta', h2: 'Reserva y paga las sesiones de tu atleta', h3: 'Mira todos los comentarios de los entrenadores' },
      expectations: {
        e1: {
          title: 'Vincula a tu atleta',
          text: 'Agrega a tu atleta desde tu panel y le enviaremos una invitación por correo. Cuando la acepte, quedarán vinculados y podrás seguir su entrenamiento.',
        },
        e2: { title: 'Reserva sesiones por él o ella', text: 'Elige un programa y un horario, selecciona a tu atleta y paga en un solo lugar.' },
        e3: { title: 'Sigue sus comentarios', text: 'Mira las próximas sesiones de tu atleta y las calificaciones y comentarios del entrenador sobre sus videos de entrenamiento.' },
      },
      recommendTitle: 'Programas recomendados para tu atleta',
      recommendText: 'Excelentes opciones para empezar, sea cual sea su deporte. Puedes reservar cualquiera desde la página de entrenamiento.',
      finishText: 'Agrega tu foto y algunos datos para que nuestros entrenadores sepan con quién hablan. Toma más o menos un minuto.',
    },
    COACH: {
      greeting: '¡Te damos la bienvenida al equipo de entrenadores, {{name}}!',
      intro: 'Octane te da lo que necesitas para dirigir tus sesiones, revisar los videos de los atletas y seguir a cada atleta que entrenas.',
      highlights: { h1: 'Mira las sesiones de hoy de un vistazo', h2: 'Revisa los videos partiendo de un análisis con IA', h3: 'Sigue el progreso de cada atleta' },
      expectations: {
        e1: { title: 'Tus sesiones', text: 'Mira las sesiones de hoy, quién reservó y cuántos lugares quedan.' },
        e2: { title: 'Revisa los videos de los atletas', text: 'Califica los videos del 1 al 5 y deja comentarios por escrito, con el análisis con IA como punto de partida.' },
        e3: { title: 'Progreso de los atletas', text: 'Sigue el historial y el progreso de cada atleta con el que trabajas.' },
      },
      recommendTitle: 'Tus herramientas de entrenador',
      recommendText: 'Todo lo que necesitas para gestionar a tus atletas está en tu panel de entrenador.',
      finishText: 'Agrega tu foto y tu deporte para que atletas y padres sepan quién los entrena. Toma más o menos un minuto.',
    },
  },
  tools: {
    title: 'Herramientas para gestionar atletas',
    text: 'Tus atletas, sus videos y tus sesiones, todo junto en tu panel de entrenador.',
    items: { review: 'Revisa y califica los videos de los atletas', sessions: 'Gestiona tus sesiones y reservas', progress: 'Sigue el progreso de cada atleta' },
    open: 'Abrir el panel de entrenador',
  },
  finish: { picture: 'Foto de perfil', basics: 'Edad, deporte y posición', goals: 'Metas de entrenamiento' },
  programs: {
    loading: 'Cargando programas...',
    error: 'No pudimos cargar los programas en este momento.',
    retry: 'Intentar de nuevo',
    list: 'Programas recomendados',
    none: 'Hay programas nuevos en camino. ¡Vuelve pronto!',
    browse: 'Ver todos los programas',
  },
  types: {
    BASKETBALL: 'Básquetbol',
    SOCCER: 'Fútbol',
    FOOTBALL: 'Fútbol americano',
    SPEED_AGILITY: 'Velocidad y agilidad',
    VOLLEYBALL: 'Voleibol',
    PRIVATE: 'Entrenamiento privado',
  },
  duration: {
    minutes: '{{n}} min',
    hours_one: '{{count}} hora',
    hours_other: '{{count}} horas',
    hoursAndMinutes: '{{hours}} {{minutes}}',
  },
};
