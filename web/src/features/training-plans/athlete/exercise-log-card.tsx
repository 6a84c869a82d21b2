import { useState } from 'react';
import { Link } from 'wouter';
import type { AssignedDay, Exercise, PlanLog } from '@common/training-plans';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Input } from '@/ui/input';
import { Switch } from '@/ui/switch';
import { Textarea } from '@/ui/textarea';
import { useClipUpload } from '@/features/media/api/use-clip-upload';
import { useMyLog } from '../api/use-my-log';
import { Prescription } from './prescription';

interface Props {
  assignmentId: number;
  date: string;
  exercise: Exercise;
  log: PlanLog | undefined;
  demo: AssignedDay['demos'][number] | undefined;
  /** Null: read-only, with the reason shown (a future day, a coach reading). */
  readOnlyReason: string | null;
  /** A parent films for their child: the upload names the child. */
  uploadFor?: number;
}

/** One exercise of a day: what is prescribed, and (on a day that has come) its log, saved on its own. */
export function ExerciseLogCard({ assignmentId, date, exercise, log, demo, readOnlyReason, uploadFor }: Props) {
  const { t } = useT('myTraining');
  const save = useMyLog(assignmentId);
  const film = useClipUpload();
  const base = `ex-${exercise.id}`;
  const [done, setDone] = useState(log?.done ?? false);
  const [sets, setSets] = useState(() =>
    Array.from({ length: exercise.sets }, (_, i) => ({
      amount: String(log?.sets[i]?.amount ?? exercise.amount),
      load: log?.sets[i]?.load ?? exercise.load ?? '',
    })),
  );
  const [effort, setEffort] = useState(log?.effort ? String(log.effort) : '');
  const [note, setNote] = useState(log?.note ?? '');
  const readOnly = readOnlyReason !== null;
  const submit = (mediaId = log?.mediaId ?? null) =>
    save.mutate({
      date,
      exerciseId: exercise.id,
      body: {
        done,
        sets: done ? sets.map((s) => ({ amount: s.amount === '' ? null : Number(s.amount), load: s.load.trim() || null })) : [],
        effort: effort ? Number(effort) : null,
        note: note.trim() || null,
        mediaId,
      },
    });
  return (
    <Card className="p-4" data-testid="exercise-card">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-ink-900">{exercise.name}</h3>
          <Prescription exercise={exercise} />
        </div>
        {log?.done && <Badge tone="success">{t('status.done')}</Badge>}
      </div>
      {exercise.notes && <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{exercise.notes}</p>}
      {demo && (
        <p className="mt-2 text-sm">
          {demo.locked ? (
            <Link href="/subscription" className="font-semibold text-brand-700 underline">
              {t('exercise.demoLocked', { title: demo.title })}
            </Link>
          ) : (
            <Link href={`/library/${demo.id}`} className="font-semibold text-brand-700 underline">
              {t('exercise.demo', { title: demo.title })}
            </Link>
          )}
        </p>
      )}
      {exercise.film && <p className="mt-2 text-sm font-medium text-slate-700">{t('exercise.filmAsked')}</p>}
      {readOnly ? (
        <ReadOnlyLog log={log} reason={readOnlyReason} />
      ) : (
        <form
          className="mt-3 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {exercise.film && (
            <div>
              <label
                htmlFor={`${base}-film`}
                className="inline-flex h-11 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-ink-900 focus-within:outline-2 focus-within:outline-brand-600"
              >
                {film.isPending ? t('film.uploading') : log?.mediaId ? t('film.again') : t('film.button')}
              </label>
              <input
                id={`${base}-film`}
                type="file"
                accept="video/*"
                capture="environment"
                className="sr-only"
                disabled={film.isPending}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) film.mutate({ file, athleteId: uploadFor, title: `${exercise.name} · ${date}` }, { onSuccess: (id) => submit(id) });
                }}
              />
              <p className="mt-1 text-sm text-slate-700" role="status">
                {film.isError ? <span className="text-red-700">{t('film.failed')}</span> : log?.mediaId ? t('film.sent') : null}
              </p>
            </div>
          )}
          <div className="flex items-center gap-3">
            <Switch id={`${base}-done`} checked={done} onCheckedChange={setDone} />
            <label htmlFor={`${base}-done`} className="text-sm font-medium text-ink-900">
              {t('log.done')}
            </label>
          </div>
          {done && (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-ink-900">{t('log.sets')}</legend>
              {sets.map((s, i) => (
                <div key={i} className="grid grid-cols-[3rem_1fr_1fr] items-center gap-2">
                  <span className="text-sm text-slate-700">{t('log.setNumber', { n: i + 1 })}</span>
                  <Input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    aria-label={t(`log.amount.${exercise.measure}`, { n: i + 1 })}
                    value={s.amount}
                    onChange={(e) => setSets(sets.map((x, j) => (j === i ? { ...x, amount: e.target.value } : x)))}
                  />
                  <Input
                    aria-label={t('log.load', { n: i + 1 })}
                    maxLength={60}
                    value={s.load}
                    onChange={(e) => setSets(sets.map((x, j) => (j === i ? { ...x, load: e.target.value } : x)))}
                  />
                </div>
              ))}
            </fieldset>
          )}
          <div>
            <label htmlFor={`${base}-effort`} className="text-sm font-medium text-ink-900">
              {t('log.effort')}
            </label>
            <select
              id={`${base}-effort`}
              value={effort}
              onChange={(e) => setEffort(e.target.value)}
              className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
            >
              <option value="">{t('log.noEffort')}</option>
              {Array.from({ length: 10 }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${base}-note`} className="text-sm font-medium text-ink-900">
              {t('log.note')}
            </label>
            <Textarea id={`${base}-note`} maxLength={2000} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          <div className="flex items-center gap-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('log.saving') : t('log.save')}
            </Button>
            <span role="status" className="text-sm text-slate-700">
              {save.isSuccess ? t('log.saved') : save.isError ? <span className="text-red-700">{save.error.message}</span> : null}
            </span>
          </div>
        </form>
      )}
    </Card>
  );
}

function ReadOnlyLog({ log, reason }: { log: PlanLog | undefined; reason: string }) {
  const { t } = useT('myTraining');
  if (!log) return <p className="mt-3 text-sm text-slate-700">{reason}</p>;
  return (
    <div className="mt-3 space-y-1 text-sm text-slate-700">
      <p>{log.done ? t('status.done') : t('status.notDone')}</p>
      {log.sets.length > 0 && <p>{log.sets.map((s) => [s.amount, s.load].filter((x) => x !== null && x !== '').join(' @ ')).join(' · ')}</p>}
      {log.effort !== null && <p>{t('log.effortValue', { n: log.effort })}</p>}
      {log.note && <p className="whitespace-pre-line">“{log.note}”</p>}
    </div>
  );
}
