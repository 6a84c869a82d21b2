import { useState, type FormEvent } from 'react';
import type { FacilitySettings } from '@common/sibling-discount';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { instantDateIn } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { useNotify } from '@/lib/staff/notify';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { AttendancePolicyCard } from '@/features/attendance-policy/staff/attendance-policy-card';
import { useFacilitySettings, useSaveFacilitySettings } from '../api/use-facility-settings';
import { parsePercent } from '../lib/parse-percent';

/** Staff: the facility's settings that change what members pay (issue 29, decision 044) and when they can book (decision 059). */
export function SettingsSection() {
  const { t } = useT('payments');
  const { t: ts } = useT('staff');
  const settings = useFacilitySettings();
  return (
    <section aria-labelledby="staff-section-title" className="space-y-8">
      <SectionHeader title={ts('sections.settings')}>{t('settings.intro')}</SectionHeader>
      <QueryState query={settings} what={t('settings.loading')}>
        {settings.data && <SiblingDiscountForm key={settings.data.updatedAt} settings={settings.data} />}
      </QueryState>
      <AttendancePolicyCard />
    </section>
  );
}

function SiblingDiscountForm({ settings }: { settings: FacilitySettings }) {
  const { t, language } = useT('payments');
  const notify = useNotify();
  const save = useSaveFacilitySettings();
  const site = useSiteInfo();
  const [typed, setTyped] = useState(String(settings.siblingDiscountPercent));
  const [error, setError] = useState<string | undefined>();
  const percent = settings.siblingDiscountPercent;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = parsePercent(typed);
    if (value === null) {
      setError(t('settings.siblingRange'));
      return;
    }
    setError(undefined);
    save.mutate(
      { siblingDiscountPercent: value },
      {
        onSuccess: () => notify.saved(value === 0 ? t('settings.savedOff') : t('settings.saved', { percent: value })),
        onError: (err) => notify.error(err, t('settings.failed')),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="max-w-2xl space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-labelledby="sibling-heading"
    >
      <h3 id="sibling-heading" className="text-lg font-bold text-ink-900">
        {t('settings.siblingHeading')}
      </h3>
      <p className="text-sm text-slate-700" data-testid="sibling-current">
        {percent === 0 ? t('settings.currentOff') : t('settings.current', { percent })}{' '}
        {settings.updatedBy &&
          t('settings.lastChanged', { date: instantDateIn(settings.updatedAt, site.data?.timeZone ?? 'America/New_York', language), by: settings.updatedBy })}
      </p>
      <Field label={t('settings.siblingLabel')} hint={t('settings.siblingHint')} error={error}>
        <Input type="text" inputMode="numeric" autoComplete="off" className="w-28" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={3} />
      </Field>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('settings.saving') : t('settings.save')}
      </Button>
    </form>
  );
}
