import { ArrowRight, CalendarDays, GraduationCap, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';

const LINKS: Array<{ href: string; icon: LucideIcon; title: string; text: string }> = [
  { href: '/schedule', icon: CalendarDays, title: 'View the full schedule', text: 'Every training session and pickup game by date, ready to book.' },
  { href: '/alumni', icon: GraduationCap, title: 'Meet our alumni', text: 'Athletes who trained here and went on to play in college and beyond.' },
];

/** Part 2, catalogue: the bottom links to /schedule and /alumni. */
export function CatalogueLinks() {
  return (
    <section aria-labelledby="catalogue-next" className="mt-14">
      <h2 id="catalogue-next" className="text-xl font-bold text-ink-900">
        Not sure where to start?
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {LINKS.map(({ href, icon: Icon, title, text }) => (
          <Link
            key={href}
            href={href}
            className="group flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="flex-1">
              <span className="flex items-center gap-1 font-semibold text-ink-900">
                {title}
                <ArrowRight className="size-4 text-brand-600 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
              <span className="mt-1 block text-sm text-slate-600">{text}</span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
