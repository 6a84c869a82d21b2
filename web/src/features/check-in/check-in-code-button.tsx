import { CircleCheck, QrCode as QrIcon } from 'lucide-react';
import { useState } from 'react';
import { formatCheckInCode } from '@common/check-in';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { PeopleDialog } from '@/ui/people-dialog';
import { QrCode } from './qr-code';

interface CheckInCodeButtonProps {
  code: string;
  athlete: string;
  session: string;
  /** For screen readers after the button: which booking (" for Jordan on Monday, ..."). */
  which: string;
  checkedIn?: boolean;
}

/** A booking's check-in QR code and its typed form, in a dialog to show at the front desk (decision 057). */
export function CheckInCodeButton({ code, athlete, session, which, checkedIn = false }: CheckInCodeButtonProps) {
  const { t } = useT('checkIn');
  const [open, setOpen] = useState(false);
  const shown = formatCheckInCode(code);
  if (checkedIn)
    return (
      <p className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-green-800">
        <CircleCheck className="size-4" aria-hidden="true" /> {t('code.checkedIn')}
      </p>
    );
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} className="shrink-0">
        <QrIcon className="size-4" aria-hidden="true" /> {t('code.button')}
        <span className="sr-only">{which}</span>
      </Button>
      <PeopleDialog open={open} onOpenChange={setOpen} title={t('code.title')} description={t('code.description')} closeLabel={t('code.close')}>
        <div className="mt-4 flex flex-col items-center gap-3 text-center">
          <p className="text-sm font-semibold text-ink-900">{t('code.for', { athlete, session })}</p>
          <QrCode value={shown} label={t('code.qrLabel', { code: shown })} className="size-60 max-w-full rounded-lg border border-slate-200" />
          <p className="text-sm text-slate-700">{t('code.typed')}</p>
          <p className="font-mono text-3xl font-bold tracking-widest text-ink-900" data-testid="check-in-code">
            {shown}
          </p>
        </div>
      </PeopleDialog>
    </>
  );
}

/** The check-in QR code shown in place (the booking confirmation), with its typed form. */
export function CheckInCodeCard({ code }: { code: string }) {
  const { t } = useT('checkIn');
  const shown = formatCheckInCode(code);
  return (
    <Card className="p-5 text-center sm:p-6">
      <h2 className="text-lg font-bold">{t('code.title')}</h2>
      <p className="mt-1 text-sm text-slate-700">{t('code.description')}</p>
      <QrCode value={shown} label={t('code.qrLabel', { code: shown })} className="mx-auto mt-4 size-48 rounded-lg border border-slate-200" />
      <p className="mt-3 font-mono text-2xl font-bold tracking-widest text-ink-900">{shown}</p>
    </Card>
  );
}
