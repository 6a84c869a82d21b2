import { Volleyball } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

/** Part 2: checkout opened without a gameId. */
export function NoGameSelected() {
  return (
    <div className="px-4 py-12">
      <StatusPanel
        icon={Volleyball}
        title="No game selected for checkout"
        action={
          <Button asChild>
            <Link href="/pickup-games">Browse pickup games</Link>
          </Button>
        }
      >
        Pick a game from the pickup games list and choose Join Game to pay for your place here.
      </StatusPanel>
    </div>
  );
}
