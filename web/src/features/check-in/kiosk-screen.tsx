import { CircleAlert, CircleCheck, LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { KioskCheckInResult } from '@common/check-in';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { apiStatus, serverMessage } from '@/lib/api';
import { instantTimeIn } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Spinner } from '@/ui/spinner';
import { useExitKiosk, useKiosk, useKioskCheckIn } from './api';
import { CodeForm } from './code-form';
import { CameraScanner } from './scanner';

/** How long a greeting or a refusal stays on the kiosk before it is ready for the next member. */
const SHOWN_MS = 8000;

type Shown = { ok: true; result: KioskCheckInResult } | { ok: false; message: string };

/**
 * /kiosk (issue 32, decision 057): the front desk's check-in screen, full-screen and limited to
 * check-in. Members scan their booking's QR code or type its code; they see their first name and
 * initial and their session, never anyone else's details.
 */
export function KioskScreen() {
  const { t, language } = useT('checkIn');
  const kiosk = useKiosk();
  const [, navigate] = useLocation();
  const checkIn = useKioskCheckIn();
  const exit = useExitKiosk(() => navigate('/login'));
  const [asking, setAsking] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const timeZone = useSiteInfo().data?.timeZone ?? 'America/New_York';

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

  if (kiosk.isPending)
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label={t('kiosk.loading')} />
      </div>
    );
  if (kiosk.isError || !kiosk.data)
    return (
      <main id="main" className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="text-2xl font-bold text-ink-900">{t('kiosk.notKioskTitle')}</h1>
        <p className="text-slate-700">{t('kiosk.notKiosk')}</p>
        <Button asChild>
          <Link href="/login">{t('kiosk.login')}</Link>
        </Button>
      </main>
    );

  const onCode = (code: string) =>
    checkIn.mutate(code, {
      onSuccess: (result) => setShown({ ok: true, result }),
      onError: (err) => {
        setShown({ ok: false, message: serverMessage(err, t('kiosk.askStaff')) });
        // The kiosk was ended meanwhile (by staff, or it expired): show why on the next read.
        if (apiStatus(err) === 401) void kiosk.refetch();
      },
    });

  return (
    <main id="main" className="flex min-h-screen flex-col bg-slate-50">
      <header className="flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-6 py-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{kiosk.data.business}</p>
          <p className="text-sm text-slate-600">{kiosk.data.label}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
          <LogOut className="size-4" aria-hidden="true" /> {t('kiosk.exit')}
        </Button>
      </header>
      <div className="mx-auto grid w-full max-w-5xl flex-1 items-start gap-8 px-6 py-8 lg:grid-cols-2">
        <div className="space-y-3">
          <h1 className="text-4xl font-extrabold tracking-tight text-ink-900">{t('kiosk.title')}</h1>
          <p className="text-lg text-slate-700">{t('kiosk.intro')}</p>
          <CameraScanner onCode={onCode} autoStart large />
        </div>
        <div className="space-y-6 lg:pt-16">
          <div role="status" aria-live="assertive" className="min-h-32">
            {shown?.ok === true && (
              <div className="flex gap-4 rounded-2xl border border-green-200 bg-green-50 p-6 text-green-900">
                <CircleCheck className="size-10 shrink-0" aria-hidden="true" />
                <div>
                  <p className="text-2xl font-bold">{t('kiosk.welcome', { name: shown.result.name })}</p>
                  <p className="mt-1 text-lg">
                    {t(shown.result.checkedIn ? 'kiosk.checkedIn' : 'kiosk.already', {
                      session: shown.result.session.name,
                      time: instantTimeIn(shown.result.session.startsAt, timeZone, language),
                    })}
                  </p>
                </div>
              </div>
            )}
            {shown?.ok === false && (
              <div className="flex gap-4 rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
                <CircleAlert className="size-10 shrink-0" aria-hidden="true" />
                <div>
                  <p className="text-2xl font-bold">{t('kiosk.refused')}</p>
                  <p className="mt-1 text-lg">{shown.message}</p>
                  <p className="mt-1">{t('kiosk.askStaff')}</p>
                </div>
              </div>
            )}
          </div>
          <CodeForm onCode={onCode} busy={checkIn.isPending} large />
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('kiosk.exitTitle')}
        confirmLabel={t('kiosk.exitConfirm')}
        busyLabel={t('kiosk.exitBusy')}
        cancelLabel={t('kiosk.cancel')}
        busy={exit.isPending}
        onConfirm={() => exit.mutate()}
      >
        <p>{t('kiosk.exitText')}</p>
      </ConfirmDialog>
    </main>
  );
}
