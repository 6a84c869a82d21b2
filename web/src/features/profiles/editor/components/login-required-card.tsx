import { LogIn, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

/** Part 2, "My public profile editor": guests (or an ended session) see this instead of the editor. */
export function LoginRequiredCard() {
  const { t } = useT('profileEditor');
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="sr-only">{t('login.heading')}</h1>
      <StatusPanel
        icon={UserRound}
        title={t('login.title')}
        action={
          <Button asChild>
            <Link href="/login">
              <LogIn className="size-4" aria-hidden="true" />
              {t('login.logIn')}
            </Link>
          </Button>
        }
      >
        {t('login.text')}
      </StatusPanel>
    </div>
  );
}
