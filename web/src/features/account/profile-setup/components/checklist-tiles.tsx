import { Camera, CircleCheck, Target, UserRound, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import type { Completeness } from '../lib/completeness';

const TILES: Array<{ key: 'picture' | 'basicInfo' | 'goals'; icon: LucideIcon }> = [
  { key: 'picture', icon: Camera },
  { key: 'basicInfo', icon: UserRound },
  { key: 'goals', icon: Target },
];

/** The three checklist tiles; a tile turns green once its step is done. */
export function ChecklistTiles({ progress }: { progress: Completeness }) {
  const { t } = useT('profileSetup');
  return (
    <ul aria-label={t('checklist.label')} className="grid grid-cols-3 gap-2 sm:gap-4">
      {TILES.map(({ key, icon: Icon }) => {
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
            <span className="text-sm leading-tight font-semibold">{t(`checklist.${key}`)}</span>
            <span className="text-xs">{done ? t('checklist.done') : t('checklist.todo')}</span>
          </li>
        );
      })}
    </ul>
  );
}
