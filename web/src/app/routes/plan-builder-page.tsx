import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { usePlan, useSavePlan } from '@/features/training-plans/api/use-coach-plans';
import { draftOf, emptyDraft, toInput, type Draft } from '@/features/training-plans/coach/draft';
import { PlanEditor } from '@/features/training-plans/coach/plan-editor';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { PageIntro } from '@/ui/page-intro';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { useDemoVideos } from '@/features/library/api/use-demo-videos';

/** /coach/plans/new and /coach/plans/:id (issue 30): the plan builder. */
export default function PlanBuilderPage() {
  const { t } = useT('planBuilder');
  const raw = useParams<{ id?: string }>().id;
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const [, navigate] = useLocation();
  const plan = usePlan(id);
  const save = useSavePlan();
  const demos = useDemoVideos();
  const [error, setError] = useState<string | null>(null);

  const onSave = async (draft: Draft) => {
    setError(null);
    try {
      const saved = await save.mutateAsync({ id, body: toInput(draft) });
      toast({ title: saved.activeAssignments > 0 ? t('builder.savedLive') : t('builder.saved') });
      if (id === null) navigate(`/coach/plans/${saved.id}`, { replace: true });
    } catch (err) {
      setError(serverMessage(err, t('list.failed')));
    }
  };

  const title = id === null ? t('builder.newTitle') : t('builder.editTitle', { title: plan.data?.title ?? '' });
  return (
    <>
      <PageIntro eyebrow={t('list.eyebrow')} title={title}>
        {t('builder.intro')}
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <Link href="/coach/plans" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('builder.back')}
        </Link>
        {id !== null && plan.isPending ? (
          <Spinner label={title} />
        ) : id !== null && !plan.data ? (
          <p className="text-slate-700">{t('builder.notFound')}</p>
        ) : (
          <PlanEditor
            key={plan.data?.version ?? 0}
            initial={plan.data ? draftOf(plan.data) : emptyDraft()}
            demos={demos}
            live={plan.data?.activeAssignments ?? 0}
            saving={save.isPending}
            error={error}
            onSave={(d) => void onSave(d)}
          />
        )}
      </div>
    </>
  );
}
