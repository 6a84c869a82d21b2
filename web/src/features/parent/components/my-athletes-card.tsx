import type { UseQueryResult } from '@tanstack/react-query';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import type { Invitation, LinkedAthlete } from '@common/parent';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';
import type { AthleteScope } from '../lib/athlete-scope';
import { AthleteOption } from './athlete-option';
import { ChildLoginRow, mayGetLogin } from './child-login-row';
import { GiveLoginDialog } from './give-login-dialog';
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
  const { t } = useT('parent');
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [givingTo, setGivingTo] = useState<LinkedAthlete | null>(null);
  const linked = athletes.data ?? [];
  const mayLogIn = linked.filter(mayGetLogin);
  const pending = invitations.data ?? [];
  const empty = linked.length === 0 && pending.length === 0;

  const addButton = (
    <Button size="sm" onClick={onAdd}>
      <UserPlus className="size-4" aria-hidden="true" /> {t('athletes.add')}
    </Button>
  );

  return (
    <SectionCard id="my-athletes" icon={Users} title={t('athletes.title')} action={!empty && addButton}>
      {athletes.isPending || invitations.isPending ? (
        <Loading label={t('athletes.loading')} />
      ) : athletes.isError ? (
        <LoadError message={t('athletes.loadFailed')} onRetry={() => void athletes.refetch()} />
      ) : empty ? (
        <StatusPanel
          icon={UserPlus}
          title={t('athletes.noneTitle')}
          className="max-w-none border-slate-200 py-8"
          action={
            <Button onClick={onAdd}>
              <UserPlus className="size-4" aria-hidden="true" /> {t('athletes.addFirst')}
            </Button>
          }
        >
          {t('athletes.none')}
        </StatusPanel>
      ) : (
        <div className="space-y-4">
          {linked.length > 0 && (
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700">{t('athletes.showFor')}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {
                  <label
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-xl border p-3 font-bold text-ink-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 sm:col-span-2',
                      scope === 'all' ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
                    )}
                  >
                    <input type="radio" name="athlete-scope" className="sr-only" checked={scope === 'all'} onChange={() => onScopeChange('all')} />
                    <Users className="size-5 text-brand-600" aria-hidden="true" />
                    {t('athletes.all', { total: linked.length })}
                  </label>
                }
                {linked.map((a) => (
                  <AthleteOption key={a.id} athlete={a} checked={scope === a.id} onSelect={() => onScopeChange(a.id)} />
                ))}
              </div>
            </fieldset>
          )}
          {mayLogIn.length > 0 && (
            <div>
              <h3 className="mb-2 text-sm font-medium text-slate-700">{t('login.heading')}</h3>
              <ul className="space-y-2">
                {mayLogIn.map((a) => (
                  <ChildLoginRow key={a.id} child={a} onGive={() => setGivingTo(a)} />
                ))}
              </ul>
            </div>
          )}
          {pending.length > 0 && (
            <div>
              <h3 className="mb-2 text-sm font-medium text-slate-700">{t('athletes.invitations')}</h3>
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
      <GiveLoginDialog child={givingTo} onClose={() => setGivingTo(null)} />
    </SectionCard>
  );
}
