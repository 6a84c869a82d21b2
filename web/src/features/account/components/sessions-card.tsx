import { Laptop, LogOut, Smartphone } from 'lucide-react';
import type { DeviceSession } from '@common/sessions';
import { isUnauthorizedError, serverMessage } from '@/lib/api';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { instantDateTimeIn } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { RowText } from '@/ui/row-text';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { useDeviceSessions, useEndDeviceSessions } from '../api/use-device-sessions';
import { AccountSection } from './account-section';
import { LoadFailed } from '@/ui/load-failed';

const isPhone = (device: string) => /iPhone|Android|iPad/.test(device);

/** Where the account is signed in (issue 16): each device and its last use; sign out one, or every other. */
export function SessionsCard() {
  const { t, language } = useT('account');
  // In the facility's zone, named, like every time on screen (issue 34).
  const timeZone = useSiteInfo().data?.timeZone ?? 'America/New_York';
  const when = (iso: string) => instantDateTimeIn(iso, timeZone, language);
  const list = useDeviceSessions();
  const end = useEndDeviceSessions();
  const others = (list.data ?? []).filter((s) => !s.current);

  const run = async (target: { id: string } | 'others', done: string) => {
    try {
      await end.mutateAsync(target);
      toast({ title: t('devices.signedOutTitle'), description: done });
    } catch (err) {
      // The app-wide 401 handler (lib/signed-out.ts) has told them and opens the login page.
      if (isUnauthorizedError(err)) return;
      toast({ title: t('devices.failedTitle'), description: serverMessage(err, t('devices.failed')), variant: 'error' });
    }
  };

  return (
    <AccountSection icon={Laptop} title={t('devices.title')} description={t('devices.description')}>
      {list.isPending ? (
        <Spinner label={t('devices.loading')} />
      ) : list.isError ? (
        <LoadFailed message={t('devices.loadFailed')} retry={t('tryAgain')} onRetry={() => void list.refetch()} />
      ) : (
        <div className="space-y-4">
          <ul className="divide-y divide-slate-200" aria-label={t('devices.listLabel')}>
            {list.data.map((s: DeviceSession) => {
              const Icon = isPhone(s.device) ? Smartphone : Laptop;
              return (
                <li key={s.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0" data-testid="device-session">
                  <Icon className="size-6 shrink-0 text-slate-500" aria-hidden="true" />
                  <RowText className="min-w-0 flex-1" name={s.device} badge={s.current && <Badge tone="success">{t('devices.thisDevice')}</Badge>}>
                    {t('devices.times', { signedIn: when(s.signedInAt), lastActive: when(s.lastSeenAt) })}
                  </RowText>
                  {!s.current && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={end.isPending}
                      onClick={() => void run({ id: s.id }, t('devices.deviceSignedOut', { device: s.device }))}
                    >
                      {t('devices.signOut')}
                      <span className="sr-only"> {t('devices.which', { device: s.device, lastActive: when(s.lastSeenAt) })}</span>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length > 0 && (
            <Button
              variant="outline"
              className="border-red-200 text-red-700 hover:bg-red-50"
              disabled={end.isPending}
              onClick={() => void run('others', t('devices.othersSignedOut'))}
            >
              <LogOut className="size-4" aria-hidden="true" />
              {t('devices.signOutOthers')}
            </Button>
          )}
        </div>
      )}
    </AccountSection>
  );
}
