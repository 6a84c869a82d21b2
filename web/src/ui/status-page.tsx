import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

interface StatusPageProps {
  /** The page's only heading, for screen readers (the panel's title is not a heading); none where the shell has one. */
  heading?: string;
  icon: LucideIcon;
  title: string;
  tone?: 'neutral' | 'error';
  /** The one way on: a link button with its words and, if given, an icon. */
  href: string;
  linkIcon?: LucideIcon;
  linkText: string;
  /** A quiet (outline) link button, for a way back rather than a next step. */
  quiet?: boolean;
  children: ReactNode;
}

/** A whole page that is only a status panel with one link on (nothing found, log in first). */
export function StatusPage({ heading, icon, title, tone, href, linkIcon: LinkIcon, linkText, quiet, children }: StatusPageProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      {heading && <h1 className="sr-only">{heading}</h1>}
      <StatusPanel
        icon={icon}
        title={title}
        tone={tone}
        action={
          <Button asChild variant={quiet ? 'outline' : undefined}>
            <Link href={href}>
              {LinkIcon && <LinkIcon className="size-4" aria-hidden="true" />}
              {linkText}
            </Link>
          </Button>
        }
      >
        {children}
      </StatusPanel>
    </div>
  );
}
