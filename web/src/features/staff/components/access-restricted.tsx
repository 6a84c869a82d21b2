import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

/** What a coach who is not staff sees at /coach/manage. */
export function AccessRestricted() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <StatusPanel
        icon={ShieldAlert}
        title="Access Restricted"
        action={
          <Button asChild variant="outline">
            <Link href="/">Go to your dashboard</Link>
          </Button>
        }
      >
        This workspace is for staff only.
      </StatusPanel>
    </div>
  );
}
