import { Tabs } from 'radix-ui';
import { CalendarDays, Film, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCoachStats } from '../api/use-coach-stats';
import { useCoachT, type CoachKey } from '../hooks/use-coach-t';
import { AthletesTab } from './athletes-tab';
import { MediaFeedbackTab } from './media-feedback-tab';
import { SessionsTab } from './sessions-tab';

const TABS: Array<{ value: string; label: CoachKey; icon: LucideIcon; panel: () => ReactNode }> = [
  { value: 'media', label: 'tabs.media', icon: Film, panel: () => <MediaFeedbackTab /> },
  { value: 'sessions', label: 'tabs.sessions', icon: CalendarDays, panel: () => <SessionsTab /> },
  { value: 'athletes', label: 'tabs.athletes', icon: Users, panel: () => <AthletesTab /> },
];

/** Media Feedback (default), Today's Sessions and Athletes; Radix Tabs move with the arrow keys. */
export function CoachTabs() {
  const { t } = useCoachT();
  const pending = useCoachStats().data?.pendingFeedback ?? 0;
  return (
    <Tabs.Root defaultValue="media">
      <Tabs.List aria-label={t('tabs.label')} className="grid grid-cols-3 gap-1 rounded-xl bg-slate-200/80 p-1">
        {TABS.map(({ value, label, icon: Icon }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="flex min-h-11 flex-col items-center justify-center gap-1 rounded-lg px-2 py-2 text-center text-sm leading-tight font-semibold text-slate-700 transition-colors hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm sm:flex-row sm:gap-2"
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            <span>{t(label)}</span>
            {value === 'media' && pending > 0 && (
              <>
                <span aria-hidden="true" className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
                  {pending}
                </span>
                <span className="sr-only">({t('tabs.pendingCount', { count: pending })})</span>
              </>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value, panel }) => (
        // Kept mounted (hidden when inactive): unsent feedback drafts survive a look at another tab.
        <Tabs.Content key={value} value={value} forceMount className="mt-6 focus-visible:outline-none data-[state=inactive]:hidden">
          {panel()}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
