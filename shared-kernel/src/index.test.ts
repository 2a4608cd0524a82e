import { describe, expect, it } from 'vitest';
import * as kernel from './index';

describe('shared-kernel root entry', () => {
  it('re-exports the framework-free modules and no React bindings', () => {
    const names = Object.keys(kernel);
    for (const name of ['publish', 'restClient', 'getApolloClient', 'sessionStore', 'projectAbilities', 'createPoller', 'createAutosave', 'parseReference', 'containsSecretToken', 'formatBytes', 'formatDate', 'parseRegistry']) {
      expect(names).toContain(name);
    }
    expect(names.filter((name) => name.startsWith('use'))).toEqual([]);
  });
});
