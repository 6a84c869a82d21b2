import { MailWarning } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { isNetworkError, serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { useResendVerification } from './use-resend-verification';

/** Stands in for the address in the sentence, so that it can be set in bold wherever it falls. */
const MARK = '\u0000';

/**
 * For a signed-in member whose address is not verified yet (issue 16): where the link went, and a
 * button to send it again. A labelled region; the answer is announced (status, or alert on error).
 */
export function VerifyEmailBanner({ email, children, className }: { email: string; children?: ReactNode; className?: string }) {
  const titleId = useId();
  const resend = useResendVerification();
  const { t } = useT('common');
  const error = resend.isError ? (isNetworkError(resend.error) ? t('verifyEmail.network') : serverMessage(resend.error, t('verifyEmail.failed'))) : null;
  const [before, after] = t('verifyEmail.text', { email: MARK }).split(MARK);

  return (
    <section aria-labelledby={titleId} className={cn('flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950', className)}>
      <MailWarning className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 space-y-2">
        <h2 id={titleId} className="font-semibold">
          {t('verifyEmail.title')}
        </h2>
        <p>
          {before}
          <span className="font-semibold break-all">{email}</span>
          {after}
        </p>
        {children}
        <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? t('verifyEmail.sending') : t('verifyEmail.send')}
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
