import { Plus, Trophy, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { addAchievement, removeAchievement } from '../lib/achievements';

interface AchievementsInputProps {
  value: string[];
  onChange: (list: string[]) => void;
}

/** Enter (or Add) adds the trimmed text; blank text is ignored. Each achievement has a remove button. */
export function AchievementsInput({ value, onChange }: AchievementsInputProps) {
  const { t } = useT('profileEditor');
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    onChange(addAchievement(value, text));
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault(); // Enter adds the achievement instead of submitting the form.
    add();
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {t('achievements.label')}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={120}
          placeholder={t('achievements.example')}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
        />
        <Button variant="outline" onClick={add} className="shrink-0" aria-label={t('achievements.addLabel')}>
          <Plus className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('achievements.add')}</span>
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('achievements.hint')}
      </p>
      {value.length > 0 && (
        <ul aria-label={t('achievements.list')} className="flex flex-wrap gap-2">
          {value.map((a, i) => (
            <li key={a} className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900">
              <Trophy className="size-3.5 shrink-0 text-brand-600" aria-hidden="true" />
              <span className="truncate">{a}</span>
              <button
                type="button"
                onClick={() => onChange(removeAchievement(value, i))}
                aria-label={t('achievements.remove', { name: a })}
                className="rounded-full p-1 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
