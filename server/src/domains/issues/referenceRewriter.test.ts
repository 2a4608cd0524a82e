import { describe, expect, it } from 'vitest';
import { rewriteReferences } from './referenceRewriter.ts';

const FROM = 'gitlab-org/gitlab';

describe('rewriteReferences', () => {
  it('qualifies short references for another namespace', () => {
    expect(rewriteReferences('See #1, !2 and &3; also www#4.', FROM, 'acme-corp/website')).toBe(
      'See gitlab-org/gitlab#1, gitlab-org/gitlab!2 and gitlab-org&3; also gitlab-org/www#4.',
    );
  });

  it('keeps full references and those that mean the same from the target', () => {
    expect(rewriteReferences('acme-corp/website#1 and gitlab-org/gitlab#2', FROM, 'acme-corp/website')).toBe('acme-corp/website#1 and gitlab-org/gitlab#2');
    // Same namespace: epics and sibling references keep their meaning.
    expect(rewriteReferences('&3 and www#4 and #5', FROM, 'gitlab-org/internal-tools')).toBe('&3 and www#4 and gitlab-org/gitlab#5');
  });

  it('leaves code, headings, URLs and words alone', () => {
    const text = ['# Heading', 'Inline `#1` and #2', '```', '#3', '```', 'https://example.com/#4 issue#x a#5'].join('\n');
    expect(rewriteReferences(text, FROM, 'acme-corp/website')).toBe(
      ['# Heading', 'Inline `#1` and gitlab-org/gitlab#2', '```', '#3', '```', 'https://example.com/#4 issue#x gitlab-org/a#5'].join('\n'),
    );
  });

  it('returns null and unchanged texts as they are', () => {
    expect(rewriteReferences(null, FROM, 'a/b')).toBeNull();
    expect(rewriteReferences('#1', FROM, FROM)).toBe('#1');
    expect(rewriteReferences('no refs', FROM, 'a/b')).toBe('no refs');
  });
});
