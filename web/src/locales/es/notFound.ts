import type { Messages } from '../namespaces';

export const notFound: Messages<'notFound'> = {
  title: '404: página no encontrada',
  text: 'No encontramos la página que buscas. Puede que la dirección esté mal escrita o que la página ya no exista.',
  home: 'Ir a la página de inicio',
};
