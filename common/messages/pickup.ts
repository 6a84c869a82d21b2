import { defineMessages } from './define.ts';

/** Pickup games (common/pickup.ts, server/features/pickup/, the web game form game-form.ts). */
export const PICKUP = defineMessages({
  costNegative: { en: 'Cost cannot be negative', es: 'El costo no puede ser negativo' },
  costMax: { en: 'At most $1,000', es: 'Como máximo $1,000' },
  // Joining and leaving a game (server/features/pickup/join.ts).
  full: { en: 'This game is full.', es: 'Este partido está completo.' },
  joined: { en: 'You have already joined this game.', es: 'Ya te uniste a este partido.' },
  started: { en: 'This game has already started.', es: 'Este partido ya empezó.' },
  payFirst: { en: 'Please pay for this game first.', es: 'Paga primero este partido.' },
  filledDuringPayment: {
    en: 'This game filled up before your payment completed. Your payment has been refunded.',
    es: 'Este partido se completó antes de terminar tu pago. Te hemos devuelto el dinero.',
  },
  goneDuringPayment: {
    en: 'This game was removed or started before your payment completed. Your payment has been refunded.',
    es: 'Este partido se eliminó o empezó antes de terminar tu pago. Te hemos devuelto el dinero.',
  },
  refunded: {
    en: 'You left this game, so that payment no longer holds a place. Please pay again to rejoin.',
    es: 'Saliste de este partido, así que ese pago ya no te guarda una plaza. Vuelve a pagar para unirte otra vez.',
  },
  free: { en: 'This game is free: join it directly.', es: 'Este partido es gratis: únete directamente.' },
  notJoined: { en: 'You have not joined this game.', es: 'No te has unido a este partido.' },
  missing: { en: 'This game does not exist.', es: 'Este partido no existe.' },
  noGame: { en: 'No game selected for checkout', es: 'No se eligió ningún partido para pagar' },
  notIncluded: {
    en: (p: { plan: string }) => `Pickup games are not included in the ${p.plan} plan. Upgrade your plan to join games.`,
    es: (p: { plan: string }) => `Los partidos abiertos no están incluidos en el plan ${p.plan}. Mejora tu plan para unirte a partidos.`,
  },
  /** A game's title as staff wrote it, with its Spanish when they gave one (decision 066). */
  youreIn: {
    en: (p: { title: string; titleEs: string | null }) => `You're in! See you at ${p.title}.`,
    es: (p: { title: string; titleEs: string | null }) => `¡Ya estás dentro! Nos vemos en ${p.titleEs || p.title}.`,
  },
  left: { en: 'You left the game.', es: 'Saliste del partido.' },
  leftRefunded: { en: 'You left the game and your payment is refunded.', es: 'Saliste del partido y te devolvimos el pago.' },
  // Staff scheduling games (server/features/pickup/staff.ts).
  notFound: { en: 'Game not found', es: 'Partido no encontrado' },
  endAfterStart: { en: 'The game must end after it starts.', es: 'El partido debe terminar después de empezar.' },
  maxBelowPlayers: {
    en: (p: { players: number }) => `Max players cannot be lower than the ${p.players} players already in.`,
    es: (p: { players: number }) => `El máximo de jugadores no puede ser menor que los ${p.players} ya inscritos.`,
  },
  hasPlayers: { en: 'Players have joined this game: it cannot be removed.', es: 'Hay jugadores inscritos en este partido: no se puede eliminar.' },
  removed: { en: 'Game removed', es: 'Partido eliminado' },
});
