import { Dumbbell, Footprints, Goal, Trophy, Volleyball, Zap, type LucideIcon } from 'lucide-react';
import type { ProgramType } from '@common/programs';

/** The icon drawn for a program's sport where there is no picture (onboarding tiles, a failed program image). */
export const PROGRAM_ICON: Record<ProgramType, LucideIcon> = {
  BASKETBALL: Trophy,
  SOCCER: Goal,
  FOOTBALL: Footprints,
  SPEED_AGILITY: Zap,
  VOLLEYBALL: Volleyball,
  PRIVATE: Dumbbell,
};
