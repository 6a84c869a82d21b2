import { Check, LogIn, LogOut, Sparkles, Ticket } from 'lucide-react';
import { Link } from 'wouter';
import type { PickupGame } from '@common/pickup';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import type { GameAction } from './game-action';

interface GameActionsProps {
  game: PickupGame;
  action: GameAction;
  joining: boolean;
  onJoin: () => void;
  onLeave: () => void;
}

/** Join, Joined and Leave, Full or Log in to join, as gameAction decides; nothing for parents. */
export function GameActions({ game, action, joining, onJoin, onLeave }: GameActionsProps) {
  // Every card has the same buttons: the game's title tells them apart for screen readers.
  const named = <span className="sr-only">: {game.title}</span>;
  const { t } = useT('pickup');
  switch (action.kind) {
    case 'login':
      return (
        <Button asChild variant="secondary" className="w-auto">
          <Link href={action.href}>
            <LogIn className="size-4" aria-hidden="true" />
            {t('login')}
            {named}
          </Link>
        </Button>
      );
    case 'read-only':
      // The page says once, above the list, that athletes join from their own account.
      return null;
    case 'full':
      return (
        <Button variant="outline" disabled className="w-auto">
          {t('full')}
          {named}
        </Button>
      );
    case 'joined':
      return (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled className="border-green-300 text-green-800">
            <Check className="size-4" aria-hidden="true" />
            {t('joined')}
            {named}
          </Button>
          <Button variant="ghost" onClick={onLeave} className="text-red-700 hover:bg-red-50">
            <LogOut className="size-4" aria-hidden="true" />
            {t('leave')}
            {named}
          </Button>
        </div>
      );
    case 'join-free':
      return (
        <Button onClick={onJoin} disabled={joining} aria-busy={joining || undefined} className="w-auto">
          <Ticket className="size-4" aria-hidden="true" />
          {joining ? t('joining') : t('join')}
          {named}
        </Button>
      );
    case 'upgrade':
      return (
        <Button asChild variant="secondary" className="w-auto">
          <Link href={action.href}>
            <Sparkles className="size-4" aria-hidden="true" />
            {t('upgrade')}
            {named}
          </Link>
        </Button>
      );
    case 'checkout':
      return (
        <Button asChild className="w-auto">
          <Link href={action.href}>
            <Ticket className="size-4" aria-hidden="true" />
            {t('join')}
            {named}
          </Link>
        </Button>
      );
  }
}
