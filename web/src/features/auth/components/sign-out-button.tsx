import { LogOut } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { useLogout } from '../api/use-logout';
import { Button } from '@/ui/button';

/** Sign Out (the account page): POST /api/auth/logout (never a GET, issue 16), then the home page. */
export function SignOutButton() {
  const { t } = useT('auth');
  const logout = useLogout();
  return (
    <Button variant="outline" className="w-full border-red-200 text-red-700 hover:bg-red-50" onClick={() => void logout()}>
      <LogOut className="size-4" aria-hidden="true" />
      {t('logout.signOut')}
    </Button>
  );
}
