import { useEffect, useId, useState, type FormEvent } from 'react';
import { ageExceptionInputSchema, type AthleteChoice } from '@common/age-groups';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { useMessage } from '@/lib/i18n/message';
import { useNotify } from '@/lib/staff/notify';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { useAthleteSearch } from '../api/use-athlete-search';
import { useGrantAgeException } from '../api/use-grant-age-exception';

/** What was typed, once typing pauses: one search per pause, not per key. */
function useSettled(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * "Allow an athlete outside the age group" (issue 29): find the athlete by name or e-mail, choose
 * them, give the reason (required, kept in the audit log); they can then book this session once.
 */
export function AgeExceptionForm({ sessionId, onGranted }: { sessionId: number; onGranted: () => void }) {
  const { t } = useT('staff');
  const issue = useMessage();
  const notify = useNotify();
  const grant = useGrantAgeException(sessionId);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<AthleteChoice | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ athleteId?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const found = useAthleteSearch(useSettled(search));
  const headingId = useId();
  const resultsId = useId();
  const typed = search.trim().length >= 2;
  const results = typed ? (found.data ?? []) : [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = ageExceptionInputSchema.safeParse({ athleteId: chosen?.id, reason });
    if (!parsed.success) {
      const by = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ athleteId: by('athleteId'), reason: by('reason') });
      return;
    }
    setErrors({});
    try {
      const granted = await grant.mutateAsync(parsed.data);
      notify.saved(t('ageExceptions.granted', { name: `${granted.athlete.firstName} ${granted.athlete.lastName}` }));
      setSearch('');
      setChosen(null);
      setReason('');
      onGranted();
    } catch (err) {
      // Said here as well as toasted: the roster is a dialog, and the reason belongs by the form.
      setFailure(serverMessage(err, t('ageExceptions.grantFailed')));
      notify.error(err, t('ageExceptions.grantFailed'));
    }
  };

  const ageText = (a: AthleteChoice) => (a.age === null ? t('ageExceptions.ageUnknown') : t('ageExceptions.age', { age: a.age }));

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={headingId} className="space-y-3 rounded-xl bg-slate-50 p-4">
      <h4 id={headingId} className="text-sm font-semibold text-ink-900">
        {t('ageExceptions.formTitle')}
      </h4>
      <Field label={t('ageExceptions.search')} hint={typed ? undefined : t('ageExceptions.searchHint')}>
        <Input type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} aria-controls={resultsId} />
      </Field>
      <fieldset id={resultsId} aria-busy={found.isFetching || undefined} aria-describedby={errors.athleteId ? `${resultsId}-error` : undefined}>
        <legend className="sr-only">{t('ageExceptions.results')}</legend>
        {!typed ? null : found.isPending ? (
          <p className="text-sm text-slate-600">{t('ageExceptions.searching')}</p>
        ) : results.length === 0 ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('ageExceptions.noMatch')}
          </p>
        ) : (
          <ul className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1">
            {results.map((a) => (
              <li key={a.id}>
                <label className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50 has-[:checked]:bg-brand-50">
                  <input
                    type="radio"
                    name={`athlete-${sessionId}`}
                    checked={chosen?.id === a.id}
                    onChange={() => setChosen(a)}
                    className="size-4 accent-brand-600"
                  />
                  <span className="min-w-0 break-words">
                    {t('ageExceptions.choice', { name: `${a.firstName} ${a.lastName}`, age: ageText(a), email: a.email })}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.athleteId && (
          <p id={`${resultsId}-error`} className="mt-1 text-sm text-red-700">
            {issue(errors.athleteId)}
          </p>
        )}
      </fieldset>
      <Field label={t('ageExceptions.reason')} hint={t('ageExceptions.reasonHint')} error={issue(errors.reason)}>
        <Textarea rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" size="sm" disabled={grant.isPending} aria-busy={grant.isPending || undefined}>
        {grant.isPending ? t('ageExceptions.allowing') : t('ageExceptions.allow')}
      </Button>
    </form>
  );
}
