import type { ReactNode } from 'react';

interface AthleteEntryProps {
  'data-testid': string;
  name: string;
  email: string;
  /** Further lines under the e-mail (when they joined the line). */
  more?: ReactNode;
  /** Where they stand: attendance and waiver, or place in line. */
  badges: ReactNode;
  /** Below the head: contact, and what staff can do. */
  children?: ReactNode;
}

/** One athlete of a session's roster or waiting line: name and e-mail beside their badges, then the rest. */
export function AthleteEntry({ 'data-testid': testId, name, email, more, badges, children }: AthleteEntryProps) {
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink-900">{name}</p>
          <p className="truncate text-sm text-slate-600">{email}</p>
          {more}
        </div>
        <div className="flex flex-wrap gap-1.5">{badges}</div>
      </div>
      {children}
    </li>
  );
}
