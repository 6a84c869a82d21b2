import { CircleAlert, CircleCheck, MonitorSmartphone } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { CheckInResult } from '@common/check-in';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { serverMessage } from '@/lib/api';
import { instantDayTimeIn, instantTimeIn } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { useNotify } from '@/lib/staff/notify';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { useEndKiosk, useKiosks, useStaffCheckIn, useStartKiosk } from '../api';
import { CodeForm } from '../code-form';
import { CameraScanner } from '../scanner';

/** One scan's outcome, as this page shows it (newest first). */
interface Outcome {
  id: number;
  ok: boolean;
  title: string;
  detail: string;
}

/** Staff (issue 32, decision 057): scan or type a booking's code; start a front-desk kiosk. */
export function CheckInSection() {
  const { t } = useT('checkIn');
  const { t: ts } = useT('staff');
  return (
    <section aria-labelledby="staff-section-title" className="space-y-8">
      <SectionHeader title={ts('sections.check-in')}>{t('staff.intro')}</SectionHeader>
      <Scanning />
      <Kiosks />
    </section>
  );
}

function Scanning() {
  const { t, language } = useT('checkIn');
  const timeZone = useSiteInfo().data?.timeZone ?? 'America/New_York';
  const checkIn = useStaffCheckIn();
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  // Each outcome's key: the scans of this page, counted.
  const scans = useRef(0);
  const add = (o: Omit<Outcome, 'id'>) => {
    scans.current += 1;
    const id = scans.current;
    setOutcomes((list) => [{ ...o, id }, ...list].slice(0, 10));
  };
  const describe = (r: CheckInResult) =>
    t('staff.session', { session: r.session.name, when: instantDayTimeIn(r.session.startsAt, timeZone, language), location: r.session.location });
  const onCode = (code: string) =>
    checkIn.mutate(code, {
      onSuccess: (r) => {
        const name = `${r.athlete.firstName} ${r.athlete.lastName}`;
        add({ ok: true, title: r.checkedIn ? t('staff.checkedIn', { name }) : t('staff.already', { name }), detail: describe(r) });
      },
      onError: (err) => add({ ok: false, title: t('staff.refused'), detail: serverMessage(err, t('scanner.failed')) }),
    });
  const latest = outcomes[0];
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <h3 className="text-lg font-bold text-ink-900">{t('staff.scanTitle')}</h3>
      <div className="grid gap-6 lg:grid-cols-2">
        <CameraScanner onCode={onCode} />
        <div className="space-y-4">
          <CodeForm onCode={onCode} busy={checkIn.isPending} />
          <div aria-live="polite" role="status">
            {latest && <OutcomeCard outcome={latest} />}
          </div>
        </div>
      </div>
      <div>
        <h4 className="text-sm font-semibold text-ink-900">{t('staff.recentTitle')}</h4>
        {outcomes.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t('staff.recentEmpty')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {outcomes.map((o) => (
              <li key={o.id} className="flex gap-2 py-2">
                {o.ok ? (
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                ) : (
                  <CircleAlert className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
                )}
                <span>
                  <span className="font-medium text-ink-900">{o.title}</span> <span className="text-slate-700">· {o.detail}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function OutcomeCard({ outcome }: { outcome: Outcome }) {
  return (
    <div className={`flex gap-3 rounded-xl border p-4 ${outcome.ok ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-900'}`}>
      {outcome.ok ? <CircleCheck className="size-6 shrink-0" aria-hidden="true" /> : <CircleAlert className="size-6 shrink-0" aria-hidden="true" />}
      <div>
        <p className="font-bold">{outcome.title}</p>
        <p className="text-sm">{outcome.detail}</p>
      </div>
    </div>
  );
}

function Kiosks() {
  const { t, language } = useT('checkIn');
  const notify = useNotify();
  const [, navigate] = useLocation();
  const timeZone = useSiteInfo().data?.timeZone ?? 'America/New_York';
  const kiosks = useKiosks();
  const end = useEndKiosk();
  const start = useStartKiosk(() => navigate('/kiosk'));
  const [label, setLabel] = useState('');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!label.trim()) return setError(t('staff.kioskLabelHint'));
    setError(undefined);
    setAsking(true);
  };
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <MonitorSmartphone className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h3 className="text-lg font-bold text-ink-900">{t('staff.kioskTitle')}</h3>
          <p className="mt-1 max-w-2xl text-sm text-slate-700">{t('staff.kioskIntro')}</p>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 sm:max-w-sm">
          <Field label={t('staff.kioskLabel')} hint={error ? undefined : t('staff.kioskLabelHint')} error={error}>
            <Input value={label} onChange={(e) => setLabel(e.target.value)} maxLength={60} autoComplete="off" />
          </Field>
        </div>
        <Button type="submit">{t('staff.kioskStart')}</Button>
      </form>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('staff.kioskConfirmTitle')}
        confirmLabel={t('staff.kioskStart')}
        busyLabel={t('staff.kioskStarting')}
        cancelLabel={t('kiosk.cancel')}
        busy={start.isPending}
        onConfirm={() =>
          start.mutate(label.trim(), {
            onError: (err) => {
              setAsking(false);
              notify.error(err);
            },
          })
        }
      >
        <p>{t('staff.kioskConfirm')}</p>
      </ConfirmDialog>
      <div>
        <h4 className="text-sm font-semibold text-ink-900">{t('staff.kioskRunning')}</h4>
        <QueryState query={kiosks} what={t('staff.kioskRunning')}>
          {kiosks.data?.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{t('staff.kioskNone')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {(kiosks.data ?? []).map((k) => (
                <li key={k.id} className="flex flex-col gap-2 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
                  <span className="text-slate-800">
                    {t('staff.kioskSince', {
                      label: k.label,
                      name: k.startedBy,
                      when: instantTimeIn(k.createdAt, timeZone, language),
                      until: instantDayTimeIn(k.expiresAt, timeZone, language),
                    })}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={end.isPending}
                    onClick={() => end.mutate(k.id, { onSuccess: () => notify.saved(t('staff.kioskEnded')), onError: (err) => notify.error(err) })}
                    className="shrink-0 text-red-700 hover:bg-red-50"
                  >
                    {t('staff.kioskEnd')}
                    <span className="sr-only">{t('staff.kioskEndWhich', { label: k.label })}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
