import { LogIn, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

/** Part 2, "My public profile editor": guests (or an ended session) see this instead of the editor. */
export function LoginRequiredCard() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="sr-only">My Public Profile</h1>
      <StatusPanel
        icon={UserRound}
        title="Login Required"
        action={
          <Button asChild>
            <Link href="/login">
              <LogIn className="size-4" aria-hidden="true" />
              Log In
            </Link>
          </Button>
        }
      >
        Please log in to create and edit your public athlete profile.
      </StatusPanel>
    </div>
  );
}
