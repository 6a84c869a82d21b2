import type { Messages } from '../namespaces';

export const outbox: Messages<'outbox'> = {
  loading: 'Cargando...',
  restricted: { title: 'Acceso restringido', text: 'La bandeja de salida solo está disponible para el personal.', home: 'Ir a tu panel' },
  eyebrow: 'Personal',
  title: 'Bandeja de salida',
  intro: 'Los correos que la plataforma tiene en cola (invitaciones, confirmaciones de reserva, avisos de comentarios), del más reciente al más antiguo.',
  filter: 'Filtrar por destinatario',
  filterPlaceholder: 'nombre@ejemplo.com',
  loadingMessages: 'Cargando mensajes...',
  loadFailed: 'No pudimos cargar la bandeja de salida',
  retry: 'Intentar de nuevo',
  noMatch: 'No hay mensajes para este destinatario',
  empty: 'La bandeja de salida está vacía',
  count_one: '{{count}} mensaje',
  count_other: '{{count}} mensajes',
  to: 'Para:',
  queued: 'En cola',
  status: { PENDING: 'PENDIENTE', SENT: 'ENVIADO' },
};
