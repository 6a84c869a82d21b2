import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Button } from '@/ui/button';

/** Sign Out: the browser goes to /api/logout, which ends the session and returns to the home page. */
export function SignOutButton() {
  const queryClient = useQueryClient();
  return (
    <Button
      variant="outline"
      className="w-full border-red-200 text-red-700 hover:bg-red-50"
      onClick={() => {
        queryClient.clear();
        window.location.assign('/api/logout');
      }}
    >
      <LogOut className="size-4" aria-hidden="true" />
      Sign Out
    </Button>
  );
}
