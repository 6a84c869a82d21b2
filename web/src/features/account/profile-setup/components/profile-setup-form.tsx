import { zodResolver } from '@hookform/resolvers/zod';
import { Camera, Target, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { AuthUser } from '@common/auth';
import { isUnauthorizedError } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { PictureInput } from '@/features/media/profile-picture/picture-input';
import { usePictureDraft } from '@/features/media/profile-picture/use-picture-draft';
import { toast } from '@/ui/toast';
import { useSaveProfileSetup } from '../api/use-save-profile-setup';
import { completeness, finishPath } from '../lib/completeness';
import { setupDefaults, setupFormSchema, type SetupFormValues } from '../lib/setup-form';
import { BasicInfoFields } from './basic-info-fields';
import { ChecklistTiles } from './checklist-tiles';
import { GoalsField } from './goals-field';
import { SetupActions } from './setup-actions';
import { SetupHeader } from './setup-header';
import { SetupSection } from './setup-section';

interface ProfileSetupFormProps {
  user: AuthUser;
  /** What a guest chose before signing up (issue 29): saving or skipping leads there; `notice` offers it at once. */
  then?: string | null;
  notice?: ReactNode;
}

/** Part 2, "Profile setup": picture, basic info and goals, with live progress; saves and moves on. */
export function ProfileSetupForm({ user, then = null, notice }: ProfileSetupFormProps) {
  const [, navigate] = useLocation();
  const { t } = useT('profileSetup');
  const form = useForm<SetupFormValues>({ resolver: zodResolver(setupFormSchema), defaultValues: setupDefaults(user) });
  const values = useWatch({ control: form.control });
  const picture = usePictureDraft(user.profileImageUrl);
  const save = useSaveProfileSetup();
  const progress = completeness({ hasPicture: !!picture.preview, ...values });
  const done = () => navigate(then ?? finishPath(user.role));

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await save.mutateAsync({ values: data, picture: picture.file, completed: progress.complete });
      toast({ title: t('toast.done'), description: progress.complete ? t('toast.allSet') : t('toast.later') });
      done();
    } catch (err) {
      if (isUnauthorizedError(err)) return navigate('/login');
      toast({ title: t('toast.failed'), description: t('toast.failedText'), variant: 'error' });
    }
  });

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:py-14">
      {notice}
      <SetupHeader progress={progress} />
      <ChecklistTiles progress={progress} />
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <SetupSection icon={Camera} title={t('sections.picture.title')} description={t('sections.picture.text')}>
          <PictureInput picture={picture} disabled={save.isPending} />
        </SetupSection>
        <SetupSection icon={UserRound} title={t('sections.basicInfo.title')} description={t('sections.basicInfo.text')}>
          <BasicInfoFields form={form} disabled={save.isPending} />
        </SetupSection>
        <SetupSection icon={Target} title={t('sections.goals.title')} description={t('sections.goals.text')}>
          <GoalsField form={form} disabled={save.isPending} />
        </SetupSection>
        <SetupActions progress={progress} saving={save.isPending} onSkip={done} />
      </form>
    </div>
  );
}
