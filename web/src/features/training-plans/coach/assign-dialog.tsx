import { useId, useMemo, useState } from 'react';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { PeopleDialog } from '@/ui/people-dialog';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { useAssignPlan, usePlanAthletes } from '../api/use-coach-plans';

interface AssignDialogProps {
  plan: { id: number; title: string } | null;
  /** The facility's today (YYYY-MM-DD) and the default start (next Monday). */
  defaultStart: string;
  onClose: () => void;
}

/** Gives a plan to one athlete, several or all (issue 30): the ones the coach may assign to, whose plan includes it, from a start date. */
export function AssignDialog({ plan, defaultStart, onClose }: AssignDialogProps) {
  const { t } = useT('planBuilder');
  const athletes = usePlanAthletes(plan !== null);
  const assign = useAssignPlan();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [start, setStart] = useState(defaultStart);
  const [error, setError] = useState<string | null>(null);
  const listId = useId();
  const shown = useMemo(() => (athletes.data ?? []).filter((a) => a.name.toLowerCase().includes(query.trim().toLowerCase())), [athletes.data, query]);
  const toggle = (id: number) =>
    setChosen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  const submit = async () => {
    setError(null);
    if (!plan) return;
    if (chosen.size === 0) return setError(t('assign.choose'));
    try {
      const answer = await assign.mutateAsync({ id: plan.id, athleteIds: [...chosen], startDate: start });
      toast({ title: answer.message });
      setChosen(new Set());
      onClose();
    } catch (err) {
      setError(serverMessage(err, t('list.failed')));
    }
  };

  return (
    <PeopleDialog
      open={plan !== null}
      onOpenChange={(o) => !o && onClose()}
      title={t('assign.title', { title: plan?.title ?? '' })}
      description={t('assign.description')}
      closeLabel={t('assign.close')}
    >
      <div className="mt-4 space-y-4">
        {error && <Alert>{error}</Alert>}
        <Field label={t('assign.start')}>
          <Input type="date" value={start} onChange={(e) => setStart(e.target.value)} />
        </Field>
        <Field label={t('assign.search')}>
          <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-controls={listId} />
        </Field>
        {athletes.isPending ? (
          <Spinner label={t('assign.loading')} />
        ) : shown.length === 0 ? (
          <p className="text-sm text-slate-600">{t('assign.none')}</p>
        ) : (
          <>
            <Button type="button" variant="ghost" size="sm" onClick={() => setChosen(new Set(shown.filter((a) => a.included).map((a) => a.id)))}>
              {t('assign.all')}
            </Button>
            <ul id={listId} className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200">
              {shown.map((a) => (
                <li key={a.id} className="px-3 py-2">
                  <label className={`flex items-center gap-3 text-sm ${a.included ? 'text-ink-900' : 'text-slate-500'}`}>
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={chosen.has(a.id)}
                      disabled={!a.included}
                      onChange={() => toggle(a.id)}
                    />
                    <span className="font-medium">{a.name}</span>
                    {!a.included && <span className="text-xs">({t('assign.notIncluded')})</span>}
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
        <Button type="button" onClick={() => void submit()} disabled={assign.isPending}>
          {t('assign.confirm', { count: chosen.size })}
        </Button>
      </div>
    </PeopleDialog>
  );
}
