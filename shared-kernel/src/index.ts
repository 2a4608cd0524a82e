// The framework-free kernel. React bindings live in `shared-kernel/react` only and the GraphQL client in
// `shared-kernel/graphql` only (not re-exported here, so this entry stays free of GraphQL libraries);
// prefer the subpath imports (`shared-kernel/event-bus`, …) so a consumer loads just what it uses.
export * from './event-bus';
export * from './api';
export * from './permissions';
export * from './polling';
export * from './autosave';
export * from './references';
export * from './secrets';
export * from './format';
export * from './dates';
export * from './registry';
export * from './routing';
