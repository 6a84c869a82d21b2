import { BellOff, BellPlus, Smartphone } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { PushDevice } from '@common/push';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { currentSubscription, endpointHash, pushSupport, usePushDevices, useRemovePushDevice, useTurnOnPush, type PushSupport } from '../api/use-push';

/**
 * "Notifications on this device" (issue 32, decision 058): turn push on or off for this browser
 * (permission is asked on the click, never on load) and see, or remove, every device with push on.
 */
export function PushDevices() {
  const { t, language } = useT('reminders');
  const id = useId();
  const devices = usePushDevices();
  const turnOn = useTurnOnPush();
  const remove = useRemovePushDevice();
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  const [mine, setMine] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const list = devices.data?.devices;
  useEffect(() => {
    let live = true;
    void currentSubscription()
      .then((s) => (s ? endpointHash(s.endpoint) : null))
      .then((h) => live && setMine(h))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [list]);

  const thisDevice = list?.find((d) => d.endpointHash === mine) ?? null;
  const dateOf = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

  const onTurnOn = async () => {
    setError(null);
    try {
      const answer = await turnOn.mutateAsync();
      setMine(answer.device.endpointHash);
      toast({ title: answer.message });
    } catch (err) {
      setSupport(pushSupport());
      const reason = err instanceof Error ? err.message : '';
      setError(reason === 'denied' ? t('push.denied') : reason === 'default' ? t('push.dismissed') : serverMessage(err, t('push.failed')));
    }
  };
  const onRemove = async (d: PushDevice) => {
    setError(null);
    try {
      const answer = await remove.mutateAsync({ id: d.id, thisDevice: d.endpointHash === mine });
      if (d.endpointHash === mine) setMine(null);
      toast({ title: answer.message });
    } catch (err) {
      setError(serverMessage(err, t('push.failed')));
    }
  };

  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div>
        <h3 id={id} className="font-semibold text-ink-900">
          {t('push.title')}
        </h3>
        <p className="text-xs text-slate-600">{t('push.hint')}</p>
      </div>
      {error && <Alert>{error}</Alert>}
      {support === 'unsupported' ? (
        <p className="text-sm text-slate-700">{t('push.unsupported')}</p>
      ) : support === 'denied' && !thisDevice ? (
        <p className="text-sm text-slate-700">{t('push.blocked')}</p>
      ) : thisDevice ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">{t('push.onHere')}</p>
          <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => void onRemove(thisDevice)}>
            <BellOff className="size-4" aria-hidden="true" />
            {t('push.turnOff')}
          </Button>
        </div>
      ) : (
        <Button size="sm" disabled={turnOn.isPending} onClick={() => void onTurnOn()}>
          <BellPlus className="size-4" aria-hidden="true" />
          {turnOn.isPending ? t('push.turningOn') : t('push.turnOn')}
        </Button>
      )}
      {devices.isPending ? (
        <Spinner label={t('push.loading')} />
      ) : devices.isError ? (
        <Alert>{t('push.loadFailed')}</Alert>
      ) : list && list.length > 0 ? (
        <div>
          <h4 className="text-sm font-medium text-ink-900">{t('push.devices')}</h4>
          <ul className="mt-2 divide-y divide-slate-200" aria-label={t('push.devices')}>
            {list.map((d) => (
              <li key={d.id} className="flex items-center justify-between gap-3 py-2">
                <span className="flex items-center gap-2 text-sm text-slate-800">
                  <Smartphone className="size-4 text-slate-500" aria-hidden="true" />
                  <span>
                    {d.label}
                    {d.endpointHash === mine && <span className="ml-1 font-medium text-brand-700">{t('push.thisDevice')}</span>}
                    <span className="block text-xs text-slate-600">{t('push.since', { date: dateOf(d.createdAt) })}</span>
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => void onRemove(d)}
                  aria-label={t('push.removeNamed', { device: d.label })}
                >
                  {t('push.remove')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('push.none')}</p>
      )}
    </section>
  );
}
