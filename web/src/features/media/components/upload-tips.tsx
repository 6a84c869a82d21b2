import { Camera, Lock, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/ui/card';

function Tip({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">{icon}</span>
      <div>
        <p className="text-sm font-semibold text-ink-900">{title}</p>
        <p className="text-sm text-slate-600">{children}</p>
      </div>
    </li>
  );
}

/** What makes a clip easy to analyse, and who can see it. */
export function UploadTips() {
  const icon = 'size-4';
  return (
    <Card className="h-fit p-5">
      <h2 className="text-base font-bold text-ink-900">Tips for a useful analysis</h2>
      <ul className="mt-4 space-y-4">
        <Tip icon={<Camera className={icon} aria-hidden="true" />} title="Film the whole body">
          Side-on, steady camera, good light, the athlete filling most of the frame from head to feet.
        </Tip>
        <Tip icon={<Sparkles className={icon} aria-hidden="true" />} title="Keep it short">
          5 to 30 seconds of one drill is best. The AI measures joint angles, balance and rhythm.
        </Tip>
        <Tip icon={<Lock className={icon} aria-hidden="true" />} title="Private by default">
          Only you, your coaches and your linked parents see uploads until you make one public.
        </Tip>
      </ul>
    </Card>
  );
}
