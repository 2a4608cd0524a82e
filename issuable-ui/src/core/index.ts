// The framework-free part of the library (the data shape, the port, texts, task-list rules), bundled into
// the `issuable-ui/react` shared module, which re-exports it; not a subpath of its own (see README.md).
export * from './types';
export * from './port';
export * from './errors';
export * from './texts';
export * from './taskList';
export * from './coalesced';
export * from './milestone';
