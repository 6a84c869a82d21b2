import type { ProgramWithSessions, SessionSummary } from '@common/programs';
import { useProgramsWithSessions } from '@/features/programs/api/use-programs-with-sessions';
import type { CheckoutParams } from '../lib/checkout-params';

export type CheckoutItem =
  | { status: 'loading' }
  | { status: 'error' }
  /** Neither a program nor a session: send the visitor to the schedule. */
  | { status: 'nothing' }
  /** A program but no session, or a session that can no longer be booked: pick one of the program's. */
  | { status: 'pick'; program: ProgramWithSessions; unavailable: boolean }
  | { status: 'ready'; program: ProgramWithSessions; session: SessionSummary };

/** The program and session the link points at, read from the catalogue (the server's prices). */
export function useCheckoutItem(params: CheckoutParams): CheckoutItem {
  const catalogue = useProgramsWithSessions();
  if (catalogue.isLoading) return { status: 'loading' };
  if (!catalogue.data) return { status: 'error' };
  const programs = catalogue.data;
  if (params.sessionId !== null) {
    for (const program of programs) {
      const session = program.upcomingSessions.find((s) => s.id === params.sessionId);
      if (session) return { status: 'ready', program, session };
    }
  }
  const program = programs.find((p) => p.id === params.programId);
  if (program) return { status: 'pick', program, unavailable: params.sessionId !== null };
  return { status: 'nothing' };
}
