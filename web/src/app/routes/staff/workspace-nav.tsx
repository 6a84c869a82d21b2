import {
  BellRing,
  BookOpen,
  QrCode,
  CalendarDays,
  ChartColumn,
  CreditCard,
  Dumbbell,
  FileSignature,
  GraduationCap,
  Newspaper,
  Receipt,
  ScrollText,
  Settings,
  ShieldCheck,
  Tickets,
  Timer,
  Trophy,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { SECTIONS, sectionPath, type SectionKey } from './sections';

const ICONS: Record<SectionKey, LucideIcon> = {
  schedule: CalendarDays,
  'check-in': QrCode,
  programs: Dumbbell,
  games: Trophy,
  news: Newspaper,
  library: BookOpen,
  tests: Timer,
  groups: UsersRound,
  alumni: GraduationCap,
  plans: CreditCard,
  packs: Tickets,
  receipts: Receipt,
  waiver: FileSignature,
  reminders: BellRing,
  settings: Settings,
  reports: ChartColumn,
  staff: ShieldCheck,
  audit: ScrollText,
};

/** The sections: a column on the left from lg up, a row that scrolls sideways on phones. */
export function WorkspaceNav({ current }: { current: SectionKey }) {
  const { t } = useT('staff');
  const activeRef = useRef<HTMLAnchorElement>(null);
  // On phones the row scrolls sideways: bring the open section into view (no vertical jump).
  useEffect(() => {
    const link = activeRef.current;
    const row = link?.closest('ul');
    if (link && row && row.scrollWidth > row.clientWidth) row.scrollLeft = link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return (
    <nav aria-label={t('nav.label')} className="-mx-4 lg:sticky lg:top-4 lg:mx-0 lg:self-start">
      <ul className="relative flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0 [&::-webkit-scrollbar]:hidden">
        {SECTIONS.map((key) => {
          const Icon = ICONS[key];
          const active = key === current;
          return (
            <li key={key} className="shrink-0">
              <Link
                ref={active ? activeRef : undefined}
                href={sectionPath(key)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-10 items-center gap-2.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors lg:h-11 lg:rounded-lg lg:border-transparent lg:px-3',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  active
                    ? 'border-brand-600 bg-brand-600 text-white lg:bg-brand-600'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 lg:bg-transparent lg:hover:bg-white',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {t(`sections.${key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
