import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

/** A slug with no alumni story. */
export function AlumniNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="sr-only">Alumni Story</h1>
      <StatusPanel
        icon={SearchX}
        title="Alumni Not Found"
        action={
          <Button asChild>
            <Link href="/alumni">
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to Alumni
            </Link>
          </Button>
        }
      >
        The alumni profile you're looking for doesn't exist.
      </StatusPanel>
    </div>
  );
}
