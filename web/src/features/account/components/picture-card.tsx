import { Camera } from 'lucide-react';
import type { AuthUser } from '@common/auth';
import { isUnauthorizedError, serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { PictureInput } from '@/features/media/profile-picture/picture-input';
import { usePictureDraft } from '@/features/media/profile-picture/use-picture-draft';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast';
import { useSavePicture } from '../api/use-save-picture';
import { AccountSection } from './account-section';

/** The profile picture: choose (under 5 MB), preview, then Save Photo uploads it and sets it on the account. */
export function PictureCard({ user }: { user: AuthUser }) {
  const { t } = useT('account');
  const picture = usePictureDraft(user.profileImageUrl);
  const save = useSavePicture();

  const onSave = async () => {
    if (!picture.file) return;
    try {
      await save.mutateAsync(picture.file);
      picture.reset();
      toast({ title: t('picture.savedTitle'), description: t('picture.saved') });
    } catch (err) {
      // The app-wide 401 handler (lib/signed-out.ts) has told them and opens the login page.
      if (isUnauthorizedError(err)) return;
      toast({ title: t('picture.failedTitle'), description: serverMessage(err, t('picture.failed')), variant: 'error' });
    }
  };

  return (
    <AccountSection icon={Camera} title={t('picture.title')}>
      <PictureInput picture={picture} removable="new" disabled={save.isPending} className="sm:flex-col sm:items-center [&>div:last-child]:sm:items-center" />
      {picture.file && (
        <Button className="mt-5 w-full" onClick={() => void onSave()} disabled={save.isPending}>
          {save.isPending ? t('picture.saving') : t('picture.save')}
        </Button>
      )}
    </AccountSection>
  );
}
