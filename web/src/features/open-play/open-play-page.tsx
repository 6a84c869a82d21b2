import { CalendarX2, RefreshCw, TriangleAlert, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { gameAction } from '@/lib/pickup/game-action';
import { LeaveGameDialog } from '@/lib/pickup/leave-game-dialog';
import { PickupPlanNotice } from '@/lib/pickup/pickup-plan-notice';
import { useGameJoining } from '@/lib/pickup/use-game-joining';
import { usePickupAccess } from '@/lib/pickup/use-pickup-access';
import { usePickupGames } from '@/lib/pickup/use-pickup-games';
import { useUser } from '@/lib/use-user';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { FilterTabs } from '@/ui/filter-tabs';
import { PageIntro } from '@/ui/page-intro';
import { StatusPanel } from '@/ui/status-panel';
import { GameCard } from './components/game-card';
import { GameDay } from './components/game-day';
import { GamesSkeleton } from './components/games-skeleton';
import { HowItWorks } from './components/how-it-works';
import { filterGames, GAME_FILTERS, groupGamesByDate, type GameFilter } from './lib/games';

/** /free-play and /pickup-games: upcoming pickup games by date; athletes join and leave, others look. */
export default function OpenPlayPage() {
  const { user } = useUser();
  const role = user?.role ?? null;
  const games = usePickupGames();
  const [filter, setFilter] = useState<GameFilter>('all');
  const joining = useGameJoining();
  const access = usePickupAccess();
  const days = useMemo(() => groupGamesByDate(filterGames(games.data ?? [], filter)), [games.data, filter]);

  let body;
  if (games.isPending) body = <GamesSkeleton />;
  else if (games.isError) {
    body = (
      <StatusPanel
        tone="error"
        icon={TriangleAlert}
        title="We couldn't load the pickup games"
        action={
          <Button onClick={() => games.refetch()} disabled={games.isFetching}>
            <RefreshCw className={games.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
            {games.isFetching ? 'Retrying...' : 'Try again'}
          </Button>
        }
      >
        Check your connection and try again.
      </StatusPanel>
    );
  } else if (days.length === 0) {
    body = (
      <StatusPanel
        icon={CalendarX2}
        title="No pickup games scheduled"
        action={
          filter !== 'all' ? (
            <Button variant="outline" onClick={() => setFilter('all')}>
              Show all games
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link href="/schedule">See the full schedule</Link>
            </Button>
          )
        }
      >
        {filter !== 'all' ? 'There is no upcoming game of this kind yet.' : 'New games are added every week. Check back soon.'}
      </StatusPanel>
    );
  } else {
    body = (
      <div className="space-y-10">
        {days.map((day) => (
          <GameDay key={day.date} date={day.date} count={day.games.length}>
            {day.games.map((g) => (
              <GameCard
                key={g.id}
                game={g}
                action={gameAction(g, role, access.hasAccess)}
                joining={joining.joiningId === g.id}
                planLimit={joining.planLimit?.gameId === g.id ? joining.planLimit.message : null}
                onJoin={() => joining.joinGame(g)}
                onLeave={() => joining.askLeave(g)}
              />
            ))}
          </GameDay>
        ))}
      </div>
    );
  }

  return (
    <>
      <PageIntro eyebrow="Open Play" title="Pickup Games" width="max-w-5xl">
        Basketball 5v5, soccer 11v11 and flag football 7v7. Grab a place, meet other athletes and play.
      </PageIntro>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
        {role === 'PARENT' && (
          <Alert tone="info" className="flex items-center gap-2">
            <Users className="size-4 shrink-0" aria-hidden="true" />
            <span>Athletes join from their own account. Here you can see what is on and how full each game is.</span>
          </Alert>
        )}
        {role === 'ATHLETE' && access.hasAccess === false && <PickupPlanNotice planName={access.planName ?? ''} includedIn={access.includedIn} />}
        <HowItWorks includedIn={access.hasAccess === false ? access.includedIn : null} />
        <FilterTabs label="Filter games by sport" tabs={GAME_FILTERS} value={filter} onValueChange={setFilter} barClassName="mb-6">
          {body}
        </FilterTabs>
      </div>
      <LeaveGameDialog game={joining.leaving} pending={joining.leavePending} onCancel={joining.cancelLeave} onConfirm={joining.confirmLeave} />
    </>
  );
}
