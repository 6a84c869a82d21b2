import { CalendarCheck, CalendarDays, ChartLine, MailPlus, MessageSquareText, Star, Trophy, Video, type LucideIcon } from 'lucide-react';
import type { Role } from '@common/auth';

/** Step 1's three highlights and step 2's three expectations (keys under roles.<ROLE> in the onboarding namespace). */
export const HIGHLIGHTS = ['h1', 'h2', 'h3'] as const;
export const EXPECTATIONS = ['e1', 'e2', 'e3'] as const;
export type ExpectationKey = (typeof EXPECTATIONS)[number];

/**
 * Part 2, "Welcome setup": the text of the four steps is in the onboarding namespace, by role
 * (roles.ATHLETE, roles.PARENT, roles.COACH); these are the icons of step 2's expectations.
 */
export const EXPECTATION_ICONS: Record<Role, Record<ExpectationKey, LucideIcon>> = {
  ATHLETE: { e1: CalendarCheck, e2: Video, e3: Trophy },
  PARENT: { e1: MailPlus, e2: CalendarCheck, e3: MessageSquareText },
  COACH: { e1: CalendarDays, e2: Star, e3: ChartLine },
};
