import { Archive, ClipboardList, ListChecks, Plus, RotateCcw, Timer } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { TEST_AGGREGATES, TEST_METHODS, TEST_DIRECTIONS, TEST_UNITS, type MeasurementTest, type TestDaySummary } from '@common/test-days';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { instantDayTimeIn } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { useNotify } from '@/lib/staff/notify';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { useCreateTest, useSetDayTests, useStaffTestDays, useStaffTests, useUpdateTest } from '../api/use-test-days';
import { testName } from '../lib/format';

const selectClass = 'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink-900';

/** The staff workspace's Test days: the tests the facility runs, and which sessions are test days. */
export function TestsSection() {
  const { t } = useT('testDays');
  return (
    <section aria-labelledby="staff-section-title" className="space-y-8">
      <SectionHeader title={t('staff.title')}>{t('staff.lead')}</SectionHeader>
      <TestsList />
      <DaysList />
    </section>
  );
}

function TestsList() {
  const { t, language } = useT('testDays');
  const notify = useNotify();
  const tests = useStaffTests();
  const update = useUpdateTest();
  const list = tests.data ?? [];
  const toggle = (test: MeasurementTest) =>
    update.mutate(
      { id: test.id, archived: !test.archived },
      {
        onSuccess: () => notify.saved(t(test.archived ? 'staff.restoredToast' : 'staff.archivedToast', { name: testName(test, language) })),
        onError: (e) => notify.error(e),
      },
    );
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold text-ink-900">{t('staff.testsTitle')}</h2>
      <NewTestForm />
      <QueryState query={tests} what={t('staff.testsTitle')} empty={{ when: list.length === 0, icon: Timer, title: t('staff.noTests') }}>
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label={t('staff.testsTitle')}>
          {list.map((test) => (
            <li key={test.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink-900">
                  {test.name}
                  {test.nameEs && <span className="font-normal text-slate-600"> · {test.nameEs}</span>}
                </p>
                <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700">
                  <span>{t(`units.${test.unit}`)}</span>
                  <span>{t(`directions.${test.direction}`)}</span>
                  <span>{t('staff.attemptsCount', { count: test.attempts })}</span>
                  <span>{t(`aggregates.${test.aggregate}`)}</span>
                  <span>{t(`methods.${test.method}`)}</span>
                  {test.archived && <Badge tone="secondary">{t('staff.archived')}</Badge>}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={update.isPending}
                onClick={() => toggle(test)}
                aria-label={`${test.archived ? t('staff.restore') : t('staff.archive')}: ${test.name}`}
              >
                {test.archived ? <RotateCcw className="size-4" aria-hidden="true" /> : <Archive className="size-4" aria-hidden="true" />}
                {test.archived ? t('staff.restore') : t('staff.archive')}
              </Button>
            </li>
          ))}
        </ul>
      </QueryState>
    </div>
  );
}

const CLIP_UNITS: Record<string, { unit: string; direction: string }> = {
  VIDEO_JUMP: { unit: 'cm', direction: 'HIGHER' },
  VIDEO_SPRINT: { unit: 's', direction: 'LOWER' },
};
const EMPTY = { name: '', nameEs: '', method: 'ENTERED', unit: 'cm', direction: 'HIGHER', attempts: '3', aggregate: 'BEST' };

function NewTestForm() {
  const { t } = useT('testDays');
  const notify = useNotify();
  const create = useCreateTest();
  const [form, setForm] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    // from a clip, a jump is a height (centimetres, higher is better) and a sprint a time (seconds, lower is better)
    setForm((f) => ({ ...f, [key]: e.target.value, ...(key === 'method' ? CLIP_UNITS[e.target.value] : {}) }));
  const fromClip = form.method !== 'ENTERED';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      {
        name: form.name,
        nameEs: form.nameEs.trim() || null,
        method: form.method as MeasurementTest['method'],
        unit: form.unit as MeasurementTest['unit'],
        direction: form.direction as MeasurementTest['direction'],
        attempts: Number(form.attempts),
        aggregate: form.aggregate as MeasurementTest['aggregate'],
      },
      {
        onSuccess: (test) => {
          notify.saved(t('staff.created', { name: test.name }));
          setForm(EMPTY);
        },
        onError: (err) => notify.error(err),
      },
    );
  };
  const choice = (key: keyof typeof EMPTY, values: readonly string[], label: (v: string) => string, disabled = false) => (
    <select value={form[key]} onChange={set(key)} className={selectClass} disabled={disabled}>
      {values.map((v) => (
        <option key={v} value={v}>
          {label(v)}
        </option>
      ))}
    </select>
  );
  return (
    <form
      onSubmit={submit}
      aria-label={t('staff.newTest')}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field label={t('staff.name')}>
        <Input value={form.name} onChange={set('name')} maxLength={80} required />
      </Field>
      <Field label={t('staff.nameEs')}>
        <Input value={form.nameEs} onChange={set('nameEs')} maxLength={80} lang="es" />
      </Field>
      <Field label={t('staff.method')}>{choice('method', TEST_METHODS, (v) => t(`methods.${v as MeasurementTest['method']}`))}</Field>
      <Field label={t('staff.unit')}>{choice('unit', TEST_UNITS, (v) => t(`unitNames.${v as MeasurementTest['unit']}`), fromClip)}</Field>
      <Field label={t('staff.direction')}>{choice('direction', TEST_DIRECTIONS, (v) => t(`directions.${v as MeasurementTest['direction']}`), fromClip)}</Field>
      <Field label={t('staff.attempts')}>{choice('attempts', ['1', '2', '3', '4', '5'], (v) => v)}</Field>
      <Field label={t('staff.aggregate')}>{choice('aggregate', TEST_AGGREGATES, (v) => t(`aggregates.${v as MeasurementTest['aggregate']}`))}</Field>
      <div className="flex items-end">
        <Button type="submit" disabled={create.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          {t('staff.create')}
        </Button>
      </div>
    </form>
  );
}

function DaysList() {
  const { t, language } = useT('testDays');
  const days = useStaffTestDays();
  const timeZone = useSiteInfo().data?.timeZone ?? 'America/New_York';
  const [picked, setPicked] = useState(0);
  const pickId = useId();
  const when = (day: TestDaySummary) => instantDayTimeIn(day.startsAt, timeZone, language);
  // "now" as of the answer: which days are coming and which are past, stable across renders
  const now = days.dataUpdatedAt;
  const all = days.data ?? [];
  // Test days: the coming ones soonest first, then the past ones latest first.
  const testDays = all
    .filter((d) => d.tests.length > 0)
    .sort((a, b) => {
      const [ta, tb] = [Date.parse(a.startsAt), Date.parse(b.startsAt)];
      const [fa, fb] = [ta >= now, tb >= now];
      return fa !== fb ? (fa ? -1 : 1) : fa ? ta - tb : tb - ta;
    });
  const candidates = all.filter((d) => d.tests.length === 0 && Date.parse(d.startsAt) >= now).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const chosen = candidates.find((d) => d.sessionId === picked);
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-bold text-ink-900">{t('staff.daysTitle')}</h2>
      <p className="text-sm text-slate-700">{t('staff.daysLead')}</p>
      <QueryState query={days} what={t('staff.daysTitle')} empty={{ when: all.length === 0, icon: ClipboardList, title: t('staff.noDays') }}>
        {testDays.length > 0 ? (
          <ul className="space-y-2" aria-label={t('staff.daysTitle')}>
            {testDays.map((day) => (
              <DayRow key={day.sessionId} day={day} when={when(day)} />
            ))}
          </ul>
        ) : (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('staff.noTestDays')}</p>
        )}
        {candidates.length > 0 && (
          <div className="space-y-3 rounded-lg border border-dashed border-slate-300 bg-white p-3">
            <div className="max-w-xl">
              <label htmlFor={pickId} className="block text-sm font-semibold text-ink-900">
                {t('staff.makeTestDay')}
              </label>
              <select id={pickId} value={picked} onChange={(e) => setPicked(Number(e.target.value))} className={`mt-1 ${selectClass}`}>
                <option value={0}>{t('staff.pickSession')}</option>
                {candidates.map((d) => (
                  <option key={d.sessionId} value={d.sessionId}>
                    {d.title} · {when(d)}
                  </option>
                ))}
              </select>
            </div>
            {chosen && <ChooseTests key={chosen.sessionId} day={chosen} onDone={() => setPicked(0)} />}
          </div>
        )}
      </QueryState>
    </div>
  );
}

function DayRow({ day, when }: { day: TestDaySummary; when: string }) {
  const { t, language } = useT('testDays');
  const [choosing, setChoosing] = useState(false);
  const label = `${day.title} · ${when}`;
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-semibold text-ink-900">{day.title}</p>
          <p className="text-xs text-slate-700">
            {when} · {t('staff.booked', { count: day.booked })}
            {day.tests.length > 0 && ` · ${t('staff.entered', { count: day.resultsEntered })}`}
          </p>
          <p className="flex flex-wrap gap-1">
            {day.tests.length ? (
              day.tests.map((test) => (
                <Badge key={test.id} tone="primary">
                  {testName(test, language)}
                </Badge>
              ))
            ) : (
              <Badge tone="secondary">{t('staff.noTestsOnDay')}</Badge>
            )}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setChoosing((c) => !c)}
            aria-expanded={choosing}
            aria-label={`${t('staff.chooseTests')}: ${label}`}
          >
            <ListChecks className="size-4" aria-hidden="true" />
            {t('staff.chooseTests')}
          </Button>
          {day.tests.length > 0 && (
            <Button asChild size="sm">
              <Link href={`/coach/test-days/${day.sessionId}`} aria-label={`${t('staff.openStation')}: ${label}`}>
                <Timer className="size-4" aria-hidden="true" />
                {t('staff.openStation')}
              </Link>
            </Button>
          )}
        </div>
      </div>
      {choosing && <ChooseTests day={day} onDone={() => setChoosing(false)} />}
    </li>
  );
}

function ChooseTests({ day, onDone }: { day: TestDaySummary; onDone: () => void }) {
  const { t, language } = useT('testDays');
  const notify = useNotify();
  const tests = useStaffTests();
  const save = useSetDayTests();
  const [chosen, setChosen] = useState<number[]>(day.tests.map((x) => x.id));
  const legend = useId();
  const options = (tests.data ?? []).filter((x) => !x.archived || chosen.includes(x.id));
  const flip = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { sessionId: day.sessionId, testIds: chosen },
      { onSuccess: () => (notify.saved(t('staff.testsSaved', { title: day.title })), onDone()), onError: (err) => notify.error(err) },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3 border-t border-slate-200 pt-3">
      <fieldset aria-labelledby={legend}>
        <legend id={legend} className="mb-2 text-sm font-semibold text-ink-900">
          {t('staff.testsFor', { title: day.title })}
        </legend>
        {options.length === 0 && <p className="text-sm text-slate-700">{t('staff.noTests')}</p>}
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {options.map((test) => (
            <label key={test.id} className="flex min-h-11 items-center gap-2 rounded-md border border-slate-200 px-3 text-sm">
              <input type="checkbox" className="size-4" checked={chosen.includes(test.id)} onChange={() => flip(test.id)} />
              {testName(test, language)} ({t(`units.${test.unit}`)})
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('staff.saveTests')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {t('staff.cancel')}
        </Button>
      </div>
    </form>
  );
}
