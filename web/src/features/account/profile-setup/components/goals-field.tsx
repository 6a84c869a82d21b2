import { Sparkles } from 'lucide-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useT } from '@/lib/i18n/i18next';
import { Field } from '@/ui/field';
import { Textarea } from '@/ui/textarea';
import { GOAL_SUGGESTIONS } from '../lib/completeness';
import type { SetupFormValues } from '../lib/setup-form';
import { useMessage } from '@/lib/i18n/message';

/** Training goals in free text; suggestion chips fill it in and show only while it is empty. */
export function GoalsField({ form, disabled }: { form: UseFormReturn<SetupFormValues>; disabled?: boolean }) {
  const { control, register, setValue, formState } = form;
  const goals = useWatch({ control, name: 'trainingGoals' });
  const { t } = useT('profileSetup');
  const formMessage = useMessage();
  const error = formState.errors.trainingGoals?.message;

  return (
    <div className="space-y-4">
      <Field label={t('goals.label')} error={formMessage(error)}>
        <Textarea rows={4} maxLength={2000} disabled={disabled} placeholder={t('goals.placeholder')} {...register('trainingGoals')} />
      </Field>
      {!goals.trim() && (
        <div>
          <p className="mb-2 flex items-center gap-1.5 text-sm font-medium text-slate-700">
            <Sparkles className="size-4 text-brand-600" aria-hidden="true" />
            {t('goals.ideas')}
          </p>
          <ul aria-label={t('goals.suggestionsLabel')} className="flex flex-wrap gap-2">
            {GOAL_SUGGESTIONS.map((key) => {
              const goal = t(`goals.suggestions.${key}`);
              return (
                <li key={key}>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => setValue('trainingGoals', goal, { shouldDirty: true, shouldValidate: true })}
                    className="min-h-9 rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 transition-colors hover:border-brand-600 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {goal}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
