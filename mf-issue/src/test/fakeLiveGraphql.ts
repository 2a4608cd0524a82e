// The kernel's test double of `shared-kernel/live` and `shared-kernel/graphql` (see setup.ts).
export * from 'shared-kernel/testing/live';
