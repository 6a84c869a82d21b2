import { shortDay, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { usePacks } from '@/features/packs/api/use-packs';
import { usePickupGames } from '@/features/pickup/games/use-pickup-games';
import { useProgramsWithSessions } from '@/features/programs/api/use-programs-with-sessions';
import { usePlans } from '@/features/subscriptions/api/use-plans';
import type { GuestChoice } from './choice';

/** Which sentence: on the sign-in page, on the sign-up page, or a link back to the choice (the steps after sign-up). */
export type ChoiceFamily = 'login' | 'signup' | 'resume';

interface Words {
  what: string;
  day?: string;
  time?: string;
}

interface TextProps<K extends GuestChoice['kind']> {
  choice: Extract<GuestChoice, { kind: K }>;
  family: ChoiceFamily;
}

/** The sentence with the names the server gave, or the general one while they load or when the choice no longer exists. */
function useSentence(family: ChoiceFamily, kind: GuestChoice['kind'], words: Words | null | undefined): string {
  const { t } = useT('auth');
  return words ? t(`choice.${family}.${kind}`, { ...words }) : t(`choice.${family}.any`);
}

function SessionText({ choice, family }: TextProps<'session' | 'waitlist'>) {
  const { language, t } = useT('auth');
  const catalogue = useProgramsWithSessions();
  const program = catalogue.data?.find((p) => p.upcomingSessions.some((s) => s.id === choice.sessionId));
  const session = program?.upcomingSessions.find((s) => s.id === choice.sessionId);
  const words = program &&
    session && {
      what: session.sessionTitle ? `${program.name} ${session.sessionTitle}` : program.name,
      day: shortDay(session.date, language),
      time: wallTime(session.time, language) ?? t('choice.timeTba'),
    };
  return useSentence(family, choice.kind, words);
}

function ProgramText({ choice, family }: TextProps<'program'>) {
  const catalogue = useProgramsWithSessions();
  const program = catalogue.data?.find((p) => p.id === choice.programId);
  return useSentence(family, 'program', program && { what: program.name });
}

function PlanText({ choice, family }: TextProps<'plan'>) {
  const plans = usePlans();
  const plan = plans.data?.find((p) => p.name === choice.plan);
  return useSentence(family, 'plan', plan && { what: plan.displayName });
}

function GameText({ choice, family }: TextProps<'game'>) {
  const { language, t } = useT('auth');
  const games = usePickupGames();
  const game = games.data?.find((g) => g.id === choice.gameId);
  const words = game && { what: game.title, day: shortDay(game.date, language), time: wallTime(game.startTime, language) ?? t('choice.timeTba') };
  return useSentence(family, 'game', words);
}

function PackText({ choice, family }: TextProps<'pack'>) {
  const packs = usePacks();
  const pack = packs.data?.find((p) => p.id === choice.packId);
  return useSentence(family, 'pack', pack && { what: pack.name });
}

/**
 * What the guest chose, in a sentence of the current language: "Sign in to book Basketball Elite on
 * Tue, Dec 1, 5:30 PM" (issue 29). Names and times come from the public lists the entry pages read
 * (usually cached already); only the ids come from the address.
 */
export function ChoiceText({ choice, family }: { choice: GuestChoice; family: ChoiceFamily }) {
  switch (choice.kind) {
    case 'session':
    case 'waitlist':
      return <SessionText choice={choice} family={family} />;
    case 'program':
      return <ProgramText choice={choice} family={family} />;
    case 'plan':
      return <PlanText choice={choice} family={family} />;
    case 'game':
      return <GameText choice={choice} family={family} />;
    case 'pack':
      return <PackText choice={choice} family={family} />;
  }
}
