export * from './users.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './bookings.ts';
export * from './media.ts';
export * from './profiles.ts';
export * from './plans.ts';
export * from './staff.ts';
