import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { signInPath } from '@/lib/sign-in';
import { MessageWithLink } from '@/ui/message-with-link';
import { Spinner } from '@/ui/spinner';
import { useHere } from '../hooks/use-require-login';

/** The frame of both checkout pages: a way back, the title, then the content. */
export function CheckoutShell({ title, subtitle, narrow = false, children }: { title: string; subtitle?: string; narrow?: boolean; children: ReactNode }) {
  const { t } = useT('checkout');
  return (
    <div className={cn('mx-auto px-4 py-6 sm:py-10', narrow ? 'max-w-xl' : 'max-w-6xl')}>
      <Link href="/schedule" className="inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-ink-900">
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('shell.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      {subtitle && <p className="mt-1 text-slate-700">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

export function CheckoutLoading({ label }: { label?: string }) {
  const { t } = useT('checkout');
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={label ?? t('shell.loading')} />
    </div>
  );
}

/** Shown for the moment before a signed-out visitor is sent to sign in (and back here). */
export function SignedOut() {
  const { t } = useT('checkout');
  const here = useHere();
  return <MessageWithLink look="narrow" message={t('shell.signedOut')} href={signInPath(here)} link={t('shell.logIn')} />;
}
