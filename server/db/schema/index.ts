export * from './users.ts';
export * from './catalog.ts';
export * from './content.ts';
