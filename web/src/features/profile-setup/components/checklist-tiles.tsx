import { Camera, CircleCheck, Target, UserRound, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Completeness } from '../lib/completeness';

const TILES: Array<{ key: 'picture' | 'basicInfo' | 'goals'; label: string; icon: LucideIcon }> = [
  { key: 'picture', label: 'Profile Picture', icon: Camera },
  { key: 'basicInfo', label: 'Basic Info', icon: UserRound },
  { key: 'goals', label: 'Training Goals', icon: Target },
];

/** The three checklist tiles; a tile turns green once its step is done. */
export function ChecklistTiles({ progress }: { progress: Completeness }) {
  return (
    <ul aria-label="Setup checklist" className="grid grid-cols-3 gap-2 sm:gap-4">
      {TILES.map(({ key, label, icon: Icon }) => {
        const done = progress[key];
        return (
          <li
            key={key}
            data-done={done}
            className={cn(
              'flex flex-col items-center gap-1.5 rounded-xl border-2 px-2 py-3 text-center transition-colors sm:py-4',
              done ? 'border-green-500 bg-green-50 text-green-800' : 'border-slate-200 bg-white text-slate-600',
            )}
          >
            {done ? <CircleCheck className="size-6 text-green-600" aria-hidden="true" /> : <Icon className="size-6" aria-hidden="true" />}
            <span className="text-sm leading-tight font-semibold">{label}</span>
            <span className="text-xs">{done ? 'Done' : 'To do'}</span>
          </li>
        );
      })}
    </ul>
  );
}
