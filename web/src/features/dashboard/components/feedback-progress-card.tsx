import { Check, Clock, MessageSquareText, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import type { FeedbackStage } from '../lib/motivation';

const STEPS = [
  { label: 'Upload Video', icon: Upload },
  { label: 'Coach Review', icon: Clock },
  { label: 'Get Feedback', icon: MessageSquareText },
];

const STAGE = {
  upload: { current: 0, title: 'Upload Your First Video', text: 'Film a drill or a game clip and send it to a certified coach.', action: 'Upload Video', href: '/media' },
  review: { current: 1, title: 'Coach Review in Progress', text: 'A coach is watching your upload and writing notes for you.', action: 'View My Uploads', href: '/my-media' },
  received: { current: 3, title: 'Feedback Received!', text: 'Your coach has reviewed every upload. Put the notes to work and send your next clip.', action: 'Upload Another Video', href: '/media' },
} as const;

/** Part 1, sections 4 and 9: where the member is on the way from upload to coach feedback. */
export function FeedbackProgressCard({ stage }: { stage: FeedbackStage }) {
  const s = STAGE[stage];
  return (
    <Card className="flex flex-col p-5 sm:p-6">
      <p className="text-sm font-bold tracking-wide text-brand-600 uppercase">Upload to feedback</p>
      <h3 className="mt-1 text-lg font-bold text-ink-900">{s.title}</h3>
      <ol className="mt-4 grid grid-cols-3 gap-2" aria-label="Progress">
        {STEPS.map(({ label, icon: Icon }, i) => {
          const done = i < s.current;
          const current = i === s.current;
          return (
            <li key={label} className="flex flex-col items-center text-center" aria-current={current ? 'step' : undefined}>
              <span
                className={cn(
                  'grid size-10 place-items-center rounded-full border-2',
                  done ? 'border-green-600 bg-green-600 text-white' : current ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 text-slate-400',
                )}
              >
                {done ? <Check className="size-5" aria-hidden="true" /> : <Icon className="size-5" aria-hidden="true" />}
              </span>
              <span className={cn('mt-1.5 text-xs font-semibold', done || current ? 'text-ink-900' : 'text-slate-500')}>{label}</span>
              <span className="sr-only">{done ? '(done)' : current ? '(current step)' : '(to do)'}</span>
            </li>
          );
        })}
      </ol>
      <p className="mt-4 text-sm text-slate-700">{s.text}</p>
      <p className="mt-2 text-sm text-slate-600">Feedback usually comes in 24 to 48 hours, and we e-mail you as soon as it is ready.</p>
      <Button asChild variant="outline" size="sm" className="mt-4 self-start">
        <Link href={s.href}>{s.action}</Link>
      </Button>
    </Card>
  );
}
