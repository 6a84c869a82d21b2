import { Check, Clock, MessageSquareText, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import type { FeedbackStage } from '../lib/motivation';

const STEPS = [
  { key: 'upload', icon: Upload },
  { key: 'review', icon: Clock },
  { key: 'feedback', icon: MessageSquareText },
] as const;

/** Each stage's title, text and action are feedbackProgress.stages.<stage> in the dashboard namespace. */
const STAGE = {
  upload: { current: 0, href: '/media' },
  review: { current: 1, href: '/my-media' },
  received: { current: 3, href: '/media' },
} as const;

/** Part 1, sections 4 and 9: where the member is on the way from upload to coach feedback. */
export function FeedbackProgressCard({ stage }: { stage: FeedbackStage }) {
  const s = STAGE[stage];
  const { t } = useT('dashboard');
  return (
    <Card className="flex flex-col p-5 sm:p-6">
      <p className="text-sm font-bold tracking-wide text-brand-600 uppercase">{t('feedbackProgress.eyebrow')}</p>
      <h3 className="mt-1 text-lg font-bold text-ink-900">{t(`feedbackProgress.stages.${stage}.title`)}</h3>
      <ol className="mt-4 grid grid-cols-3 gap-2" aria-label={t('feedbackProgress.label')}>
        {STEPS.map(({ key, icon: Icon }, i) => {
          const done = i < s.current;
          const current = i === s.current;
          return (
            <li key={key} className="flex flex-col items-center text-center" aria-current={current ? 'step' : undefined}>
              <span
                className={cn(
                  'grid size-10 place-items-center rounded-full border-2',
                  done
                    ? 'border-green-600 bg-green-600 text-white'
                    : current
                      ? 'border-brand-600 bg-brand-50 text-brand-700'
                      : 'border-slate-300 text-slate-400',
                )}
              >
                {done ? <Check className="size-5" aria-hidden="true" /> : <Icon className="size-5" aria-hidden="true" />}
              </span>
              <span className={cn('mt-1.5 text-xs font-semibold', done || current ? 'text-ink-900' : 'text-slate-500')}>
                {t(`feedbackProgress.steps.${key}`)}
              </span>
              <span className="sr-only">{done ? t('feedbackProgress.done') : current ? t('feedbackProgress.current') : t('feedbackProgress.todo')}</span>
            </li>
          );
        })}
      </ol>
      <p className="mt-4 text-sm text-slate-700">{t(`feedbackProgress.stages.${stage}.text`)}</p>
      <p className="mt-2 text-sm text-slate-600">{t('feedbackProgress.timing')}</p>
      <Button asChild variant="outline" size="sm" className="mt-4 self-start">
        <Link href={s.href}>{t(`feedbackProgress.stages.${stage}.action`)}</Link>
      </Button>
    </Card>
  );
}
