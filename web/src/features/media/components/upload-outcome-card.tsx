import { CheckCircle2, Loader2, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import type { UploadOutcome } from '../hooks/use-upload-flow';
import type { MediaTab } from '../media-page';
import { AiFeedbackCard } from './ai-feedback-card';

/** After an upload: the wait for the one AI feedback fetch, then the feedback or "Analysing...". */
export function UploadOutcomeCard({ outcome, waiting, onOpenTab }: { outcome: UploadOutcome; waiting: boolean; onOpenTab: (tab: MediaTab) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [outcome.id]);

  return (
    <div ref={ref} className="scroll-mt-24 space-y-4" data-testid="upload-outcome">
      <Card className="p-5">
        <div role="status" className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-green-600" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink-900">Upload complete</p>
            <p className="truncate text-sm text-slate-600" title={outcome.name}>
              {outcome.name} is saved in My Uploads.
            </p>
            {waiting ? (
              <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
                <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                Fetching the AI analysis...
              </p>
            ) : (
              !outcome.feedback && (
                <div className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
                  <p className="flex items-center gap-2 font-semibold">
                    <Sparkles className="size-4" aria-hidden="true" />
                    Analysing...
                  </p>
                  <p className="mt-0.5">The AI analysis is not ready yet. It will appear in the AI Analysis tab when it is done.</p>
                </div>
              )
            )}
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onOpenTab('uploads')}>
            View My Uploads
          </Button>
          <Button variant="outline" size="sm" onClick={() => onOpenTab('analysis')}>
            Open AI Analysis
          </Button>
        </div>
      </Card>
      {!waiting && outcome.feedback && <AiFeedbackCard item={outcome.feedback} headingLevel={2} />}
    </div>
  );
}
