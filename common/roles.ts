/** The roles a person signs up with (staff is a flag on top of one of them). */
export const ROLES = ['ATHLETE', 'COACH', 'PARENT'] as const;
export type Role = (typeof ROLES)[number];
