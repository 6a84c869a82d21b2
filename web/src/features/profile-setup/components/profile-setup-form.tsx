import { zodResolver } from '@hookform/resolvers/zod';
import { Camera, Target, UserRound } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { AuthUser } from '@common/auth';
import { isUnauthorizedError } from '@/lib/api';
import { PictureInput } from '@/lib/profile-picture/picture-input';
import { usePictureDraft } from '@/lib/profile-picture/use-picture-draft';
import { toast } from '@/ui/toast-store';
import { useSaveProfileSetup } from '../api/use-save-profile-setup';
import { completeness, finishPath } from '../lib/completeness';
import { setupDefaults, setupFormSchema, type SetupFormValues } from '../lib/setup-form';
import { BasicInfoFields } from './basic-info-fields';
import { ChecklistTiles } from './checklist-tiles';
import { GoalsField } from './goals-field';
import { SetupActions } from './setup-actions';
import { SetupHeader } from './setup-header';
import { SetupSection } from './setup-section';

/** Part 2, "Profile setup": picture, basic info and goals, with live progress; saves and moves on. */
export function ProfileSetupForm({ user }: { user: AuthUser }) {
  const [, navigate] = useLocation();
  const form = useForm<SetupFormValues>({ resolver: zodResolver(setupFormSchema), defaultValues: setupDefaults(user) });
  const values = useWatch({ control: form.control });
  const picture = usePictureDraft(user.profileImageUrl);
  const save = useSaveProfileSetup();
  const progress = completeness({ hasPicture: !!picture.preview, ...values });
  const done = () => navigate(finishPath(user.role));

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await save.mutateAsync({ values: data, picture: picture.file, completed: progress.complete });
      toast({ title: 'Profile setup complete', description: progress.complete ? "You're all set. Let's get training!" : 'You can finish the rest any time.' });
      done();
    } catch (err) {
      if (isUnauthorizedError(err)) return navigate('/login');
      toast({ title: 'Setup failed', description: 'There was an error setting up your profile. Please try again.', variant: 'error' });
    }
  });

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:py-14">
      <SetupHeader progress={progress} />
      <ChecklistTiles progress={progress} />
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <SetupSection icon={Camera} title="Profile Picture" description="Help coaches and teammates recognise you.">
          <PictureInput picture={picture} disabled={save.isPending} />
        </SetupSection>
        <SetupSection icon={UserRound} title="Basic Information" description="Your age, sport and position shape the programs we suggest.">
          <BasicInfoFields form={form} disabled={save.isPending} />
        </SetupSection>
        <SetupSection icon={Target} title="Training Goals" description="What would you like to get out of your training?">
          <GoalsField form={form} disabled={save.isPending} />
        </SetupSection>
        <SetupActions progress={progress} saving={save.isPending} onSkip={done} />
      </form>
    </div>
  );
}
