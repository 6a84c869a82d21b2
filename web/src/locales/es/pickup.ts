import type { Messages } from '../namespaces';

export const pickup: Messages<'pickup'> = {
  login: 'Inicia sesión para unirte',
  full: 'Completo',
  joined: 'Inscrito',
  leave: 'Salir',
  joining: 'Uniéndote...',
  join: 'Unirme al partido',
  upgrade: 'Mejora tu plan para unirte',
  formats: { basketball: 'Básquetbol 5 contra 5', soccer: 'Fútbol 11 contra 11', flag_football: 'Flag football 7 contra 7' },
  leaveDialog: {
    title: '¿Salir de este partido?',
    when: '{{title}} · {{format}} · {{date}} a las {{time}}',
    rule: 'Tu lugar pasa al siguiente jugador. Si sales con 24 horas o más de antelación, se reembolsa un partido pagado.',
    stay: 'Seguir en el partido',
    leaving: 'Saliendo...',
    confirm: 'Salir del partido',
    free: 'Este partido es gratis, así que no hay nada que reembolsar.',
    refunded: 'Faltan 24 horas o más para el partido, así que te reembolsamos {{price}} a tu tarjeta.',
    kept: 'El partido empieza en menos de 24 horas, así que tus {{price}} no se reembolsan.',
  },
  planNotice: {
    title: 'Los partidos abiertos necesitan un plan que los incluya',
    notIncluded: 'Tu plan {{plan}} no incluye partidos abiertos.',
    includedIn_one: 'Están incluidos en el plan {{plans}}.',
    includedIn_other: 'Están incluidos en los planes {{plans}}.',
    upgrade: 'Mejorar mi plan',
  },
};
