import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { isUnauthorizedError, serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { useLinkedParents, type LinkedParent } from '../api/use-linked-parents';
import { useUnlinkParent } from '../api/use-unlink-parent';
import { AccountSection } from '@/features/account/components/account-section';
import { LoadFailed } from '@/ui/load-failed';
import { UnlinkParentDialog } from './unlink-parent-dialog';

/** For athletes: the parents linked to the account, each with Unlink (after a confirmation). */
export function LinkedParents() {
  const { t } = useT('account');
  const parents = useLinkedParents({ enabled: true });
  const unlink = useUnlinkParent();
  const [confirming, setConfirming] = useState<LinkedParent | null>(null);

  const onConfirm = async (parent: LinkedParent) => {
    try {
      await unlink.mutateAsync(parent.linkId);
      toast({ title: t('parents.unlinkedTitle'), description: t('parents.unlinked', { name: `${parent.firstName} ${parent.lastName}` }) });
    } catch (err) {
      // The app-wide 401 handler (lib/signed-out.ts) has told them and opens the login page.
      if (isUnauthorizedError(err)) return;
      toast({ title: t('parents.failedTitle'), description: serverMessage(err, t('parents.failed')), variant: 'error' });
    } finally {
      setConfirming(null);
    }
  };

  return (
    <AccountSection icon={UsersRound} title={t('parents.title')} description={t('parents.description')}>
      {parents.isPending ? (
        <Spinner label={t('parents.loading')} />
      ) : parents.isError ? (
        <LoadFailed message={t('parents.loadFailed')} retry={t('tryAgain')} onRetry={() => void parents.refetch()} />
      ) : parents.data.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">{t('parents.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {parents.data.map((p) => (
            <li key={p.linkId} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
              <Avatar firstName={p.firstName} lastName={p.lastName} className="bg-slate-700" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink-900">
                  {p.firstName} {p.lastName}
                </p>
                <p className="truncate text-sm text-slate-600">{p.email}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setConfirming(p)}
                aria-label={t('parents.unlinkLabel', { name: `${p.firstName} ${p.lastName}` })}
              >
                {t('unlink.confirm')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <UnlinkParentDialog parent={confirming} busy={unlink.isPending} onCancel={() => setConfirming(null)} onConfirm={(p) => void onConfirm(p)} />
    </AccountSection>
  );
}
