import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { Spinner } from '@/ui/spinner';

/** The frame of both checkout pages: a way back, the title, then the content. */
export function CheckoutShell({ title, subtitle, narrow = false, children }: { title: string; subtitle?: string; narrow?: boolean; children: ReactNode }) {
  return (
    <div className={cn('mx-auto px-4 py-6 sm:py-10', narrow ? 'max-w-xl' : 'max-w-6xl')}>
      <Link href="/schedule" className="inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-ink-900">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to schedule
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      {subtitle && <p className="mt-1 text-slate-700">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

export function CheckoutLoading({ label = 'Loading checkout...' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}

/** Shown for the 500 ms before a signed-out visitor is sent to /login. */
export function SignedOut() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-lg font-semibold">You need to be logged in to continue.</p>
      <Link href="/login" className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2">
        Log in
      </Link>
    </div>
  );
}
