import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from './button';
import { PageIntro } from './page-intro';

interface BackHomePageProps {
  eyebrow: string;
  title: string;
  intro: string;
  /** The back link's text ("Back to Dashboard"). */
  back: string;
  children: ReactNode;
}

/** A member page one step below the dashboard: its intro, then a way back home above its sections. */
export function BackHomePage({ eyebrow, title, intro, back, children }: BackHomePageProps) {
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title}>
        {intro}
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:py-10">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href="/">
            <ArrowLeft className="size-4" aria-hidden="true" /> {back}
          </Link>
        </Button>
        {children}
      </div>
    </>
  );
}
