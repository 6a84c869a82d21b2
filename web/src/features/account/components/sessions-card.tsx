import { Laptop, LogOut, RefreshCw, Smartphone } from 'lucide-react';
import type { DeviceSession } from '@common/sessions';
import { serverMessage } from '@/lib/api';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast-store';
import { useDeviceSessions, useEndDeviceSessions } from '../api/use-device-sessions';
import { useSessionExpired } from '../hooks/use-session-expired';
import { AccountSection } from './account-section';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const isPhone = (device: string) => /iPhone|Android|iPad/.test(device);

/** Where the account is signed in (issue 16): each device and its last use; sign out one, or every other. */
export function SessionsCard() {
  const list = useDeviceSessions();
  const end = useEndDeviceSessions();
  const sessionExpired = useSessionExpired();
  const others = (list.data ?? []).filter((s) => !s.current);

  const run = async (target: { id: string } | 'others', done: string) => {
    try {
      await end.mutateAsync(target);
      toast({ title: 'Signed out', description: done });
    } catch (err) {
      if (sessionExpired(err)) return;
      toast({ title: 'Sign-out failed', description: serverMessage(err, 'We could not sign that device out. Please try again.'), variant: 'error' });
    }
  };

  return (
    <AccountSection icon={Laptop} title="Where you're signed in" description="The browsers signed in to your account. Sign out any you don't recognise, then change your password.">
      {list.isPending ? (
        <Spinner label="Loading your sessions..." />
      ) : list.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          We couldn't load your sessions.
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <ul className="divide-y divide-slate-200" aria-label="Signed-in devices">
            {list.data.map((s: DeviceSession) => {
              const Icon = isPhone(s.device) ? Smartphone : Laptop;
              return (
                <li key={s.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0" data-testid="device-session">
                  <Icon className="size-6 shrink-0 text-slate-500" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                      {s.device}
                      {s.current && <Badge tone="success">This device</Badge>}
                    </p>
                    <p className="text-sm text-slate-600">
                      Signed in {when(s.signedInAt)} · last active {when(s.lastSeenAt)}
                    </p>
                  </div>
                  {!s.current && (
                    <Button variant="outline" size="sm" disabled={end.isPending} onClick={() => void run({ id: s.id }, `${s.device} was signed out.`)}>
                      Sign out<span className="sr-only"> {s.device}, last active {when(s.lastSeenAt)}</span>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length > 0 && (
            <Button variant="outline" className="border-red-200 text-red-700 hover:bg-red-50" disabled={end.isPending} onClick={() => void run('others', 'Every other device was signed out.')}>
              <LogOut className="size-4" aria-hidden="true" />
              Sign out all other devices
            </Button>
          )}
        </div>
      )}
    </AccountSection>
  );
}
