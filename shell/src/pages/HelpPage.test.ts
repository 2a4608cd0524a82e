import { describe, expect, it } from 'vitest';
import { documentationUrl, topicTitle } from './HelpPage';

describe('help topics (`/help/<doc path>`)', () => {
  it("name the topic and link GitLab's documentation of the same release", () => {
    expect(topicTitle('user/discussions/index.md')).toBe('Discussions');
    expect(topicTitle('user/project/issues/confidential_issues.md')).toBe('Confidential issues');
    expect(documentationUrl('user/discussions/index.md', '#prevent-comments-by-locking-the-discussion')).toBe(
      'https://docs.gitlab.com/16.2/ee/user/discussions/index.html#prevent-comments-by-locking-the-discussion',
    );
    expect(documentationUrl('user/group/epics/index')).toBe('https://docs.gitlab.com/16.2/ee/user/group/epics/index.html');
  });
});
