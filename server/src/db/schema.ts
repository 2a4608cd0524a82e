// Every table of every domain, for drizzle-kit and the typed drizzle instance.
export * from '../domains/users/tables.ts';
export * from '../domains/groups/tables.ts';
export * from '../domains/projects/tables.ts';
export * from '../domains/memberships/tables.ts';
export * from '../domains/sessions/tables.ts';
export * from '../domains/subscriptions/tables.ts';
export * from '../domains/issues/tables.ts';
export * from '../domains/notes/tables.ts';
export * from '../domains/awards/tables.ts';
