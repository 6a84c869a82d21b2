import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/button';
import type { InvitationInfo } from '../api/use-invitation';

/** The e-mail has an account: the athlete signs in first and comes back here to answer. */
export function InviteLoginPrompt({ info, token }: { info: InvitationInfo; token: string }) {
  const next = `/invite/${encodeURIComponent(token)}`;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        There is already an account for <span className="font-semibold text-ink-900">{info.email}</span>. Log in to accept or decline{' '}
        {info.parentName}&apos;s invitation.
      </p>
      <Button asChild size="lg" className="w-full">
        <Link href={`/login?next=${encodeURIComponent(next)}`}>
          <LogIn className="size-4" aria-hidden="true" /> Log in to respond
        </Link>
      </Button>
    </div>
  );
}
