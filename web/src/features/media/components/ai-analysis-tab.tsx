import { Sparkles, Upload } from 'lucide-react';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import type { AiFeedback } from '../lib/ai-feedback';
import { AiFeedbackCard } from './ai-feedback-card';

/**
 * The AI Analysis tab: every analysis of the member's uploads, newest first as the API sends them.
 * A failed load shows the empty state (the hook reads errors as no entries).
 */
export function AiAnalysisTab({ items, isPending, onUpload }: { items: AiFeedback[]; isPending: boolean; onUpload: () => void }) {
  if (isPending) {
    return (
      <div className="py-12 text-center text-slate-600">
        <Spinner label="Loading your AI analyses..." />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <StatusPanel
        icon={Sparkles}
        title="No AI feedback yet"
        action={
          <Button onClick={onUpload}>
            <Upload className="size-4" aria-hidden="true" />
            Upload a video
          </Button>
        }
      >
        Upload a training video or photo and the AI will measure your movement and suggest what to work on.
      </StatusPanel>
    );
  }
  return (
    <div className="space-y-5">
      <h2 className="sr-only">AI analyses</h2>
      {items.map((item) => (
        <AiFeedbackCard key={item.id} item={item} />
      ))}
    </div>
  );
}
