/** A brand-new member (no booking yet, account made in the last 7 days) is welcomed, not welcomed back. */
export function isNewMember(createdAt: string, bookingCount: number | undefined, now: Date): boolean {
  const age = now.getTime() - new Date(createdAt).getTime();
  return (bookingCount ?? 0) === 0 && age < 7 * 24 * 3600_000;
}

export const greeting = (firstName: string, isNew: boolean) => (isNew ? `Welcome, ${firstName}!` : `Welcome back, ${firstName}!`);

/** The dashboard namespace's key for the greeting. */
export const greetingKey = (isNew: boolean): 'welcome' | 'welcomeBack' => (isNew ? 'welcome' : 'welcomeBack');
