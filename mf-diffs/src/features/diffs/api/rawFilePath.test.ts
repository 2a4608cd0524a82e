import { rawFilePath } from './rawFilePath';

describe('rawFilePath', () => {
  it('is the project path, /-/raw/, the sha and the file path, with the relative URL root unless the project path starts with a slash', () => {
    expect(rawFilePath('gitlab-org/gitlab', 'abc123', 'assets/logo one.png')).toBe('/gitlab-org/gitlab/-/raw/abc123/assets/logo%20one.png');
    expect(rawFilePath('gitlab-org/gitlab', 'abc123', 'a.png', '/gitlab/')).toBe('/gitlab/gitlab-org/gitlab/-/raw/abc123/a.png');
    expect(rawFilePath('/gitlab-org/gitlab', 'abc123', 'a.png', '/gitlab')).toBe('/gitlab-org/gitlab/-/raw/abc123/a.png');
  });
});
