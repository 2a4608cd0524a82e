import { describe, expect, it } from 'vitest';
import * as kernel from './index';

describe('shared-kernel root entry', () => {
  it('re-exports the framework-free modules, no React bindings and no Apollo Client', () => {
    const names = Object.keys(kernel);
    for (const name of ['publish', 'restClient', 'sessionStore', 'projectAbilities', 'createPoller', 'createAutosave', 'parseReference', 'containsSecretToken', 'formatBytes', 'formatDate', 'parseRegistry', 'createRouteRef', 'hrefOf', 'navigate']) {
      expect(names).toContain(name);
    }
    expect(names.filter((name) => name.startsWith('use'))).toEqual([]);
    expect(names).not.toContain('getApolloClient');
  });
});
