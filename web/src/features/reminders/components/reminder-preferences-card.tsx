import { BellRing } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_QUIET_HOURS, e164, type ReminderPreferences } from '@common/reminders';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { Switch } from '@/ui/switch';
import { toast } from '@/ui/toast';
import { useReminderPreferences, useSaveReminderPreferences } from '../api/use-reminder-preferences';
import { PushDevices } from '@/features/push/components/push-devices';

/** The account page's reminder choices (issue 32, decision 048): e-mails on or off, and quiet hours. */
export function ReminderPreferencesCard() {
  const { t } = useT('reminders');
  const id = useId();
  const prefs = useReminderPreferences();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id} className="space-y-4" id="reminders">
        <div>
          <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-ink-900">
            <BellRing className="size-5 text-brand-600" aria-hidden="true" />
            {t('preferences.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('preferences.description')}</p>
        </div>
        {prefs.isPending ? (
          <Spinner label={t('preferences.loading')} />
        ) : prefs.isError ? (
          <div className="space-y-2">
            <Alert>{t('preferences.loadFailed')}</Alert>
            <Button variant="outline" size="sm" onClick={() => void prefs.refetch()}>
              {t('preferences.retry')}
            </Button>
          </div>
        ) : (
          <PreferencesForm initial={prefs.data} />
        )}
        <PushDevices />
      </section>
    </Card>
  );
}

function PreferencesForm({ initial }: { initial: ReminderPreferences }) {
  const { t } = useT('reminders');
  const save = useSaveReminderPreferences();
  const [emailEnabled, setEmailEnabled] = useState(initial.emailEnabled);
  const [pushEnabled, setPushEnabled] = useState(initial.pushEnabled ?? true);
  const [smsEnabled, setSmsEnabled] = useState(initial.smsEnabled ?? false);
  const [smsPhone, setSmsPhone] = useState(initial.smsPhone ?? '');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [quietOn, setQuietOn] = useState(initial.quietHours !== null);
  const [start, setStart] = useState(initial.quietHours?.start ?? DEFAULT_QUIET_HOURS.start);
  const [end, setEnd] = useState(initial.quietHours?.end ?? DEFAULT_QUIET_HOURS.end);
  const [error, setError] = useState<string | null>(null);
  const ids = {
    emails: useId(),
    emailsHint: useId(),
    push: useId(),
    pushHint: useId(),
    sms: useId(),
    smsHint: useId(),
    phone: useId(),
    phoneHint: useId(),
    phoneError: useId(),
    quiet: useId(),
    quietHint: useId(),
    start: useId(),
    end: useId(),
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setPhoneError(null);
    // Texts need a number with its country code (the server checks it too, decision 061).
    const phone = smsPhone.trim() === '' ? null : e164(smsPhone);
    if (smsEnabled && !phone) return setPhoneError(smsPhone.trim() === '' ? t('sms.phoneNeeded') : t('sms.phoneInvalid'));
    if (smsPhone.trim() !== '' && !phone) return setPhoneError(t('sms.phoneInvalid'));
    // The server checks the times and answers in the member's language.
    try {
      const answer = await save.mutateAsync({
        emailEnabled,
        pushEnabled,
        smsEnabled,
        smsPhone: phone,
        quietHours: quietOn ? { start: start.slice(0, 5), end: end.slice(0, 5) } : null,
      });
      if (phone) setSmsPhone(phone);
      toast({ title: answer.message });
    } catch (err) {
      setError(serverMessage(err, t('preferences.failed')));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {error && <Alert>{error}</Alert>}
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={ids.emails} className="font-medium text-ink-900">
            {t('preferences.emails')}
          </label>
          <p id={ids.emailsHint} className="text-xs text-slate-600">
            {t('preferences.emailsHint')}
          </p>
        </div>
        <Switch id={ids.emails} checked={emailEnabled} onCheckedChange={setEmailEnabled} aria-describedby={ids.emailsHint} />
      </div>
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={ids.push} className="font-medium text-ink-900">
            {t('pushSwitch.label')}
          </label>
          <p id={ids.pushHint} className="text-xs text-slate-600">
            {t('pushSwitch.hint')}
          </p>
        </div>
        <Switch id={ids.push} checked={pushEnabled} onCheckedChange={setPushEnabled} aria-describedby={ids.pushHint} />
      </div>
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={ids.sms} className="font-medium text-ink-900">
            {t('sms.label')}
          </label>
          <p id={ids.smsHint} className="text-xs text-slate-600">
            {t('sms.hint')}
          </p>
        </div>
        <Switch id={ids.sms} checked={smsEnabled} onCheckedChange={setSmsEnabled} aria-describedby={ids.smsHint} />
      </div>
      {smsEnabled && (
        <div className="max-w-sm space-y-1.5">
          <label htmlFor={ids.phone} className="block text-sm font-medium text-ink-900">
            {t('sms.phone')}
          </label>
          <Input
            id={ids.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+1 555 555 0123"
            maxLength={30}
            value={smsPhone}
            onChange={(e) => setSmsPhone(e.target.value)}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? `${ids.phoneHint} ${ids.phoneError}` : ids.phoneHint}
          />
          <p id={ids.phoneHint} className="text-xs text-slate-600">
            {t('sms.consent')}
          </p>
          {phoneError && (
            <p id={ids.phoneError} className="text-sm font-medium text-red-700">
              {phoneError}
            </p>
          )}
        </div>
      )}
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={ids.quiet} className="font-medium text-ink-900">
            {t('preferences.quiet')}
          </label>
          <p id={ids.quietHint} className="text-xs text-slate-600">
            {t('preferences.quietHint')}
          </p>
        </div>
        <Switch
          id={ids.quiet}
          checked={quietOn}
          onCheckedChange={setQuietOn}
          disabled={!emailEnabled && !pushEnabled && !smsEnabled}
          aria-describedby={ids.quietHint}
        />
      </div>
      {quietOn && (emailEnabled || pushEnabled || smsEnabled) && (
        <div className="grid max-w-sm grid-cols-2 gap-3">
          <div className="space-y-1.5">
            <label htmlFor={ids.start} className="block text-sm font-medium text-ink-900">
              {t('preferences.from')}
            </label>
            <Input id={ids.start} type="time" step={60} value={start} onChange={(e) => setStart(e.target.value)} required />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={ids.end} className="block text-sm font-medium text-ink-900">
              {t('preferences.until')}
            </label>
            <Input id={ids.end} type="time" step={60} value={end} onChange={(e) => setEnd(e.target.value)} required />
          </div>
        </div>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('preferences.saving') : t('preferences.save')}
      </Button>
    </form>
  );
}
