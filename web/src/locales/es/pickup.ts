import type { Messages } from '../namespaces';

export const pickup: Messages<'pickup'> = {
  login: 'Inicia sesión para unirte',
  full: 'Completo',
  joined: 'Inscrito',
  leave: 'Salir',
  joining: 'Uniéndote...',
  join: 'Unirme al partido',
  upgrade: 'Mejora tu plan para unirte',
};
