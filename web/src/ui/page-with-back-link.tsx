import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';

interface PageWithBackLinkProps {
  /** Where the back link goes, and its text ("Back to Games"). */
  backHref: string;
  back: string;
  title: string;
  /** Classes of the box holding the content, below the title (it always has mt-6). */
  className?: string;
  children: ReactNode;
}

/** A page one step into a flow (a checkout): the way back, the h1, then the content. */
export function PageWithBackLink({ backHref, back, title, className, children }: PageWithBackLinkProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Link href={backHref} className="inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-ink-900">
        <ArrowLeft className="size-4" aria-hidden="true" /> {back}
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      <div className={cn('mt-6', className)}>{children}</div>
    </div>
  );
}
