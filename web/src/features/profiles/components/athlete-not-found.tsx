import { UserX } from 'lucide-react';
import { Link } from 'wouter';
import { PROFILE_MESSAGES } from '@common/profiles';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

/** A missing profile, or a private one seen by anyone but its owner. */
export function AthleteNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="sr-only">Athlete Profile</h1>
      <StatusPanel
        icon={UserX}
        title="Athlete Not Found"
        action={
          <Button asChild>
            <Link href="/player-profiles">Browse Player Profiles</Link>
          </Button>
        }
      >
        {PROFILE_MESSAGES.notFound}
      </StatusPanel>
    </div>
  );
}
