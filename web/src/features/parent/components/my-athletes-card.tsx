import type { UseQueryResult } from '@tanstack/react-query';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import type { Invitation, LinkedAthlete } from '@common/parent';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';
import type { AthleteScope } from '../lib/athlete-scope';
import { AthleteOption } from './athlete-option';
import { InvitationRow } from './invitation-row';
import { LoadError, Loading } from './load-state';
import { RevokeInvitationDialog } from './revoke-invitation-dialog';
import { SectionCard } from './section-card';

interface MyAthletesCardProps {
  athletes: UseQueryResult<LinkedAthlete[]>;
  invitations: UseQueryResult<Invitation[]>;
  scope: AthleteScope;
  onScopeChange: (scope: AthleteScope) => void;
  onAdd: () => void;
}

/** Part 2: the linked athletes as a choice that filters the sessions and feedback, then the invitations. */
export function MyAthletesCard({ athletes, invitations, scope, onScopeChange, onAdd }: MyAthletesCardProps) {
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const linked = athletes.data ?? [];
  const pending = invitations.data ?? [];
  const empty = linked.length === 0 && pending.length === 0;

  const addButton = (
    <Button size="sm" onClick={onAdd}>
      <UserPlus className="size-4" aria-hidden="true" /> Add Athlete
    </Button>
  );

  return (
    <SectionCard id="my-athletes" icon={Users} title="My Athletes" action={!empty && addButton}>
      {athletes.isPending || invitations.isPending ? (
        <Loading label="Loading your athletes..." />
      ) : athletes.isError ? (
        <LoadError what="your athletes" onRetry={() => void athletes.refetch()} />
      ) : empty ? (
        <StatusPanel
          icon={UserPlus}
          title="No athletes yet"
          className="max-w-none border-slate-200 py-8"
          action={
            <Button onClick={onAdd}>
              <UserPlus className="size-4" aria-hidden="true" /> Add Your First Athlete
            </Button>
          }
        >
          Invite your child to link their account. You can then book sessions for them and follow their coach feedback here.
        </StatusPanel>
      ) : (
        <div className="space-y-4">
          {linked.length > 0 && (
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700">Show sessions and feedback for</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {(
                  <label
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-xl border p-3 font-bold text-ink-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 sm:col-span-2',
                      scope === 'all' ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
                    )}
                  >
                    <input type="radio" name="athlete-scope" className="sr-only" checked={scope === 'all'} onChange={() => onScopeChange('all')} />
                    <Users className="size-5 text-brand-600" aria-hidden="true" />
                    All athletes ({linked.length})
                  </label>
                )}
                {linked.map((a) => (
                  <AthleteOption key={a.id} athlete={a} checked={scope === a.id} onSelect={() => onScopeChange(a.id)} />
                ))}
              </div>
            </fieldset>
          )}
          {pending.length > 0 && (
            <div>
              <h3 className="mb-2 text-sm font-medium text-slate-700">Invitations waiting for an answer</h3>
              <ul className="space-y-2">
                {pending.map((i) => (
                  <InvitationRow key={i.id} invitation={i} onRevoke={() => setRevoking(i)} />
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      <RevokeInvitationDialog invitation={revoking} onClose={() => setRevoking(null)} />
    </SectionCard>
  );
}
