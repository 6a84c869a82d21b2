import { UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { Button } from '@/ui/button';

/** Guests go to /login, athletes to their profile editor; parents have no athlete profile to create. */
export function CreateProfileButton() {
  const { user } = useUser();
  const { t } = useT('profiles');
  if (user && user.role !== 'ATHLETE') return null;
  return (
    <Button asChild size="lg" className="mt-6">
      <Link href={user ? '/my-public-profile' : '/login'}>
        <UserPlus className="size-5" aria-hidden="true" />
        {t('directory.create')}
      </Link>
    </Button>
  );
}
