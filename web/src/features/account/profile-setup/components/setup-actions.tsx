import { Rocket } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { showNudge, type Completeness } from '../lib/completeness';

interface SetupActionsProps {
  progress: Completeness;
  saving: boolean;
  onSkip: () => void;
}

/** The nudge while some steps are left, 'Complete Profile Setup' and 'Skip for Now'. */
export function SetupActions({ progress, saving, onSkip }: SetupActionsProps) {
  const { t } = useT('profileSetup');
  return (
    <div className="space-y-4">
      {showNudge(progress) && (
        <p role="status" className="flex items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">
          <Rocket className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
          {t('actions.nudge', { count: progress.stepsLeft })}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={onSkip} disabled={saving}>
          {t('actions.skip')}
        </Button>
        <Button type="submit" size="lg" disabled={saving || progress.done === 0}>
          {saving ? t('actions.saving') : t('actions.submit')}
        </Button>
      </div>
    </div>
  );
}
