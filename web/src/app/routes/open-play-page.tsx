import { CalendarX2, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { gameAction } from '@/features/pickup/games/game-action';
import { LeaveGameDialog } from '@/features/pickup/games/leave-game-dialog';
import { PickupPlanNotice } from '@/features/pickup/games/pickup-plan-notice';
import { useGameJoining } from '@/features/pickup/games/use-game-joining';
import { usePickupAccess } from '@/features/pickup/games/use-pickup-access';
import { usePickupGames } from '@/features/pickup/games/use-pickup-games';
import { useUser } from '@/lib/use-user';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { FilterTabs } from '@/ui/filter-tabs';
import { PageIntro } from '@/ui/page-intro';
import { LoadErrorPanel } from '@/ui/load-error-panel';
import { StatusPanel } from '@/ui/status-panel';
import { GameCard } from '@/features/pickup/components/game-card';
import { GameDay } from '@/features/pickup/components/game-day';
import { GamesSkeleton } from '@/features/pickup/components/games-skeleton';
import { HowItWorks } from '@/features/pickup/components/how-it-works';
import { filterGames, gameFilterTabs, groupGamesByDate, type GameFilter } from '@/features/pickup/lib/games';

/** /free-play and /pickup-games: upcoming pickup games by date; athletes join and leave, others look. */
export default function OpenPlayPage() {
  const { t } = useT('openPlay');
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
      <LoadErrorPanel
        title={t('page.loadFailed')}
        retryLabel={games.isFetching ? t('page.retrying') : t('page.tryAgain')}
        onRetry={() => void games.refetch()}
        retrying={games.isFetching}
      >
        {t('page.checkConnection')}
      </LoadErrorPanel>
    );
  } else if (days.length === 0) {
    body = (
      <StatusPanel
        icon={CalendarX2}
        title={t('page.noneTitle')}
        action={
          filter !== 'all' ? (
            <Button variant="outline" onClick={() => setFilter('all')}>
              {t('page.showAll')}
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link href="/schedule">{t('page.fullSchedule')}</Link>
            </Button>
          )
        }
      >
        {filter !== 'all' ? t('page.noneOfKind') : t('page.none')}
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
      <PageIntro eyebrow={t('page.eyebrow')} title={t('page.title')} width="max-w-5xl">
        {t('page.intro')}
      </PageIntro>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
        {role === 'PARENT' && (
          <Alert tone="info" className="flex items-center gap-2">
            <Users className="size-4 shrink-0" aria-hidden="true" />
            <span>{t('page.parentNote')}</span>
          </Alert>
        )}
        {role === 'ATHLETE' && access.hasAccess === false && <PickupPlanNotice planName={access.planName ?? ''} includedIn={access.includedIn} />}
        <HowItWorks includedIn={access.hasAccess === false ? access.includedIn : null} />
        <FilterTabs label={t('filters.label')} tabs={gameFilterTabs(t)} value={filter} onValueChange={setFilter} barClassName="mb-6">
          {body}
        </FilterTabs>
      </div>
      <LeaveGameDialog game={joining.leaving} pending={joining.leavePending} onCancel={joining.cancelLeave} onConfirm={joining.confirmLeave} />
    </>
  );
}
