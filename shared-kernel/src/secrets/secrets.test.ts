import { describe, expect, it } from 'vitest';
import { containsSecretToken, containsUploadLink, findSecretTokens, isUploadPath } from './secrets';

const t20 = 'ABCDEFGHIJ_klmno-123';
const t19 = t20.slice(1);
const t64 = 'a'.repeat(32) + 'B'.repeat(16) + '0123456789-_abcd';

describe('containsSecretToken', () => {
  it.each([
    ['personal access token', `my token glpat-${t20} oops`],
    ['personal access token, upper case', `GLPAT-${t20}`],
    ['feed token parameter', `https://gitlab.test/dashboard.atom?feed_token=${t20}`],
    ['feed token, glft- + 20', `glft-${t20}`],
    ['feed token, glft- hex-digits_', 'glft-abc123-42_'],
    ['OAuth application secret', `gloas-${t64}`],
    ['deploy token', `gldt-${t20}`],
    ['SCIM OAuth token', `glsoat-${t20}`],
    ['CI job token, 1 char id', `glcbt-a_${t20}`],
    ['CI job token, 5 char id', `glcbt-a1B2c_${t20}`],
  ])('finds a %s', (_, text) => {
    expect(containsSecretToken(text)).toBe(true);
  });

  it.each([
    ['personal access token, 19 chars', `glpat-${t19}`],
    ['personal access token, wrong prefix', `glpet-${t20}`],
    ['feed token parameter, 19 chars', `feed_token=${t19}`],
    ['feed token, glft- 19 chars', `glft-${t19}`],
    ['feed token, glft- non-hex', 'glft-xyz-42_'],
    ['OAuth application secret, 63 chars', `gloas-${t64.slice(1)}`],
    ['deploy token, 19 chars', `gldt-${t19}`],
    ['deploy token, wrong prefix', `gldx-${t20}`],
    ['SCIM OAuth token, 19 chars', `glsoat-${t19}`],
    ['CI job token, 6 char id', `glcbt-abcdef_${t20}`],
    ['CI job token, no underscore', `glcbt-ab${t20}`],
    ['CI job token, 19 chars', `glcbt-a_${t19}`],
    ['plain prose', 'Just a normal comment about glpat tokens.'],
  ])('does not flag a %s', (_, text) => {
    expect(containsSecretToken(text)).toBe(false);
  });

  it('uses a configured personal access token prefix', () => {
    expect(containsSecretToken(`corp-${t20}`, { patPrefix: 'corp-' })).toBe(true);
    expect(containsSecretToken(`glpat-${t20}`, { patPrefix: 'corp-' })).toBe(false);
    expect(containsSecretToken(`x.y-${t20}`, { patPrefix: 'x.y-' })).toBe(true);
    expect(containsSecretToken(`xzy-${t20}`, { patPrefix: 'x.y-' })).toBe(false);
  });

  it('is stable across repeated calls (no lastIndex leak)', () => {
    const text = `glpat-${t20}`;
    expect([containsSecretToken(text), containsSecretToken(text), containsSecretToken(text)]).toEqual([true, true, true]);
  });
});

describe('findSecretTokens', () => {
  it('reports each token with its kind and position', () => {
    const text = `a glpat-${t20} b gldt-${t20}`;
    expect(findSecretTokens(text)).toEqual([
      { name: 'GitLab personal access token', match: `glpat-${t20}`, index: 2 },
      { name: 'GitLab deploy token', match: `gldt-${t20}`, index: 31 },
    ]);
  });
});

describe('containsUploadLink', () => {
  const hash = '0123456789abcdef0123456789ABCDEF';
  it.each([
    [`![image](/uploads/${hash}/screen.png)`, true],
    [`/uploads/${hash}/report.pdf`, true],
    [`/uploads/${hash.slice(1)}/file.txt`, false],
    [`/uploads/${hash.slice(0, 31)}g/file.txt`, false],
    [`/uploads/${hash}/`, false],
    ['no link here', false],
  ])('%s → %s', (text, expected) => {
    expect(containsUploadLink(text)).toBe(expected);
  });
});

describe('isUploadPath', () => {
  it('knows project, group and system uploads, and nothing else', () => {
    expect(isUploadPath('/gitlab-org/gitlab/uploads/0123456789abcdef0123456789abcdef/shot.png')).toBe(true);
    expect(isUploadPath('/groups/gitlab-org/-/uploads/0123456789abcdef0123456789abcdef/notes.txt')).toBe(true);
    expect(isUploadPath('/uploads/-/system/issuable_metric_image/file/1/chart.png')).toBe(true);
    expect(isUploadPath('/gitlab-org/gitlab/-/issues/1')).toBe(false);
    expect(isUploadPath('/gitlab-org/uploads/not-hex/file')).toBe(false);
  });
});
