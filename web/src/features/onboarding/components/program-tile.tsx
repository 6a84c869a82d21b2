import { Clock } from 'lucide-react';
import type { Program } from '@common/programs';
import { money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { PROGRAM_ICON } from '@/lib/people-program-icon';
import { formatDuration } from '../lib/format-duration';

/** A recommended program: sport, name, description, real price and session length. */
export function ProgramTile({ program }: { program: Program }) {
  const Icon = PROGRAM_ICON[program.type];
  const { t, language } = useT('onboarding');
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 p-4">
      <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-ink-900 to-brand-700 text-brand-100">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">{t(`types.${program.type}`)}</p>
        <h2 className="font-bold text-ink-900">{program.name}</h2>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{program.description}</p>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="font-bold text-ink-900">{money(program.price, language)}</span>
          <span className="inline-flex items-center gap-1 text-slate-700">
            <Clock className="size-4 text-brand-600" aria-hidden="true" />
            {formatDuration(program.duration, t)}
          </span>
        </p>
      </div>
    </li>
  );
}
