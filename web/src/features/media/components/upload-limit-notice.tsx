import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Alert } from '@/ui/alert';

/** The plan's monthly uploads are used up: the server's reason and the way to more. */
export function UploadLimitNotice({ message }: { message: string }) {
  return (
    <Alert tone="info">
      <p>{message}</p>
      <Link href="/subscription" className="mt-1 inline-flex items-center gap-1 font-semibold text-sky-950 underline underline-offset-2">
        See plans
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Alert>
  );
}
