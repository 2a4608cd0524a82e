import { isStartUpProvider, providedLibrary } from '../../tools/bootLibraries.mjs';

const provider = (library: string, version = '1.0.0') => `provide shared module (default) ${library}@${version} = /repo/node_modules/${library}/index.js`;

describe('the libraries the shell page hints at start-up', () => {
  it('reads the library a provider module provides, scoped names and subpaths included', () => {
    expect(providedLibrary(provider('react-dom/client', '19.3.1'))).toBe('react-dom/client');
    expect(providedLibrary(provider('@apollo/client/link/context', '4.3.8'))).toBe('@apollo/client/link/context');
    expect(providedLibrary('provide shared module (default) shared-kernel/api@1.2.0 = /repo/shared-kernel/src/api/index.ts')).toBe('shared-kernel/api');
  });

  it('hints the libraries every first screen runs', () => {
    for (const library of ['react', 'react-dom/client', 'rxjs/internal/Observable', '@primer/react', 'shared-kernel/api', 'shared-kernel/graphql']) expect(isStartUpProvider(provider(library))).toBe(true);
  });

  it('leaves the GraphQL client stack, loaded on the first query, to be fetched on demand', () => {
    for (const library of ['@apollo/client', '@apollo/client/cache', 'graphql']) expect(isStartUpProvider(provider(library))).toBe(false);
    // A name that merely starts like one is not excluded.
    expect(isStartUpProvider(provider('graphql-ws'))).toBe(true);
    // The whole of rxjs is the GraphQL client's; start-up uses its subpaths.
    expect(isStartUpProvider(provider('rxjs'))).toBe(false);
    expect(isStartUpProvider(provider('rxjs/internal/Subject'))).toBe(true);
  });

  it('is not about other modules', () => {
    expect(isStartUpProvider('/repo/shell/src/index.ts')).toBe(false);
  });
});
