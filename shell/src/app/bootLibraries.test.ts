import { importedSubpaths, isStartUpProvider, providedLibrary } from '../../tools/bootLibraries.mjs';

const provider = (library: string, version = '1.0.0') => `provide shared module (default) ${library}@${version} = /repo/node_modules/${library}/index.js`;

describe('the libraries the shell page hints at start-up', () => {
  it('reads the library a provider module provides, scoped names and subpaths included', () => {
    expect(providedLibrary(provider('react-dom/client', '19.3.1'))).toBe('react-dom/client');
    expect(providedLibrary(provider('@apollo/client/link/context', '4.3.8'))).toBe('@apollo/client/link/context');
    expect(providedLibrary('provide shared module (default) shared-kernel/api@1.2.0 = /repo/shared-kernel/src/api/index.ts')).toBe('shared-kernel/api');
  });

  it('hints the libraries every first screen runs', () => {
    for (const library of ['react', 'react-dom/client', 'rxjs/internal/Observable', 'shared-kernel/primer', 'shared-kernel/api', 'shared-kernel/live']) expect(isStartUpProvider(provider(library))).toBe(true);
  });

  it('leaves the GraphQL client stack, loaded on the first query, to be fetched on demand', () => {
    // shared-kernel/graphql, with Apollo Client and graphql bundled into it.
    expect(isStartUpProvider(provider('shared-kernel/graphql', '1.8.0'))).toBe(false);
    // A name that merely starts like one is not excluded.
    expect(isStartUpProvider(provider('shared-kernel/graphql-extra', '1.8.0'))).toBe(true);
    // The whole of rxjs is the GraphQL client's; start-up uses its subpaths.
    expect(isStartUpProvider(provider('rxjs'))).toBe(false);
    expect(isStartUpProvider(provider('rxjs/internal/Subject'))).toBe(true);
  });

  it('is not about other modules', () => {
    expect(isStartUpProvider('/repo/shell/src/index.ts')).toBe(false);
  });

  it('leaves out the subpaths the shell provides for its page only', () => {
    expect(isStartUpProvider(provider('shared-kernel/ui', '1.2.0'), new Set(['shared-kernel/ui']))).toBe(false);
    expect(isStartUpProvider(provider('shared-kernel/api', '1.2.0'), new Set(['shared-kernel/ui']))).toBe(true);
  });
});

describe('the library subpaths the shell runs', () => {
  const files: Record<string, string> = {
    '/shell/src/a.ts': "import { x } from 'shared-kernel/api';\nimport type { Slot } from 'shared-kernel/slots';\n// see 'shared-kernel/ui'\nconst page = () => import('issuable-ui/react');",
    '/shell/src/a.test.ts': "import { y } from 'shared-kernel/testing'; import { z } from 'shared-kernel/dates';",
    '/kernel/api/index.ts': "export * from 'shared-kernel/event-bus';\n/* 'shared-kernel/format' */",
    '/kernel/event-bus/index.ts': 'export const bus = 1;',
    '/issuable/react/index.ts': "export { x } from 'shared-kernel/references';",
    '/kernel/references/index.ts': '',
  };
  const folders: Record<string, string> = {
    'shared-kernel/api': '/kernel/api',
    'shared-kernel/event-bus': '/kernel/event-bus',
    'shared-kernel/references': '/kernel/references',
    'issuable-ui/react': '/issuable/react',
  };
  it('follows run-time imports through the libraries, not types, comments or tests', () => {
    const found = importedSubpaths({
      libraries: ['shared-kernel', 'issuable-ui'],
      files: ['/shell/src/a.ts', '/shell/src/a.test.ts'],
      read: (file: string) => files[file] ?? '',
      listFiles: (folder: string) => Object.keys(files).filter((file) => file.startsWith(`${folder}/`)),
      folderOf: (name: string) => folders[name] ?? null,
    });
    expect([...found].sort()).toEqual(['issuable-ui/react', 'shared-kernel/api', 'shared-kernel/event-bus', 'shared-kernel/references']);
  });
});
