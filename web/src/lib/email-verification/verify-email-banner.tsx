import { MailWarning } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { AUTH_MESSAGES } from '@common/auth';
import { isNetworkError, serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { useResendVerification } from './use-resend-verification';

/**
 * For a signed-in member whose address is not verified yet (issue 16): where the link went, and a
 * button to send it again. A labelled region; the answer is announced (status, or alert on error).
 */
export function VerifyEmailBanner({ email, children, className }: { email: string; children?: ReactNode; className?: string }) {
  const titleId = useId();
  const resend = useResendVerification();
  const error = resend.isError
    ? isNetworkError(resend.error)
      ? AUTH_MESSAGES.network
      : serverMessage(resend.error, 'The link could not be sent. Please try again.')
    : null;

  return (
    <section aria-labelledby={titleId} className={cn('flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950', className)}>
      <MailWarning className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 space-y-2">
        <h2 id={titleId} className="font-semibold">
          Confirm your e-mail address
        </h2>
        <p>
          Please confirm your e-mail address: we sent a link to <span className="font-semibold break-all">{email}</span>.
        </p>
        {children}
        <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? 'Sending...' : 'Send the link again'}
        </Button>
        <p role="status" className="empty:hidden">
          {resend.isSuccess ? resend.data : ''}
        </p>
        {error && (
          <p role="alert" className="font-medium text-red-800">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
