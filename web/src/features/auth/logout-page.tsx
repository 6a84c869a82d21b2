import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useLogout } from '@/lib/use-logout';
import { useUser } from '@/lib/use-user';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';

/**
 * Where a navigation to /api/logout lands (issue 16): signing out is a POST, so a link (from this
 * site or another) only asks; the button signs out.
 */
export default function LogoutPage() {
  const { user } = useUser();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-16">
      <Card className="w-full p-8">
        <div className="flex items-center gap-3">
          <LogOut className="size-7 text-brand-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-ink-900">{user ? 'Sign out?' : 'You are signed out'}</h1>
        </div>
        {user ? (
          <>
            <p className="mt-4 text-slate-700">
              You are signed in as <strong className="font-semibold text-ink-900">{user.email}</strong> on this device.
            </p>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button asChild variant="outline">
                <Link href="/">Stay signed in</Link>
              </Button>
              <Button
                disabled={busy}
                onClick={() => {
                  setBusy(true);
                  void logout();
                }}
              >
                {busy ? 'Signing out...' : 'Sign Out'}
              </Button>
            </div>
          </>
        ) : (
          <Link href="/login" className="mt-6 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
            Log in again
          </Link>
        )}
      </Card>
    </div>
  );
}
