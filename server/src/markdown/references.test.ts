import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './index.ts';
import { context, fakeResolver, tags } from './test-helpers.ts';

const link = (html: string, type: string) => tags(html).filter((tag) => tag.name === 'a' && tag.attrs['data-reference-type'] === type);

describe('issue references', () => {
  it('links a resolved #123 like GitLab', async () => {
    const html = await renderMarkdown('See #12.', context());
    const [a] = link(html, 'issue');
    expect(a?.attrs).toMatchObject({
      href: '/gitlab-org/gitlab/-/issues/12',
      'data-project': 'gitlab-org/gitlab',
      'data-issue': '12',
      class: 'gfm gfm-issue',
      title: 'Issue 12',
    });
    expect(html).toMatch(/>#12<\/a>\.<\/p>/);
  });

  it('marks closed issues', async () => {
    expect(await renderMarkdown('#2', context())).toContain('>#2 (closed)</a>');
  });

  it('leaves unresolved references as plain text', async () => {
    expect(await renderMarkdown('See #999 and !999', context())).toBe('<p>See #999 and !999</p>\n');
  });

  it('links confidential issues only when the resolver returns them', async () => {
    const html = await renderMarkdown('#7 and #13', context());
    expect(link(html, 'issue').map((a) => a.attrs['data-issue'])).toEqual(['7']);
    expect(html).toContain('and #13</p>');
  });

  it('resolves cross-project and sibling-project references', async () => {
    const resolver = fakeResolver();
    const html = await renderMarkdown('other/project#5 and sibling#6 and other/project!3', context(resolver));
    expect(link(html, 'issue').map((a) => a.attrs.href)).toEqual(['/other/project/-/issues/5', '/gitlab-org/sibling/-/issues/6']);
    expect(html).toContain('>other/project#5</a>');
    expect(link(html, 'merge_request')[0]?.attrs.href).toBe('/other/project/-/merge_requests/3');
    expect(resolver.calls).toContain('issue:gitlab-org/sibling:6');
  });

  it('ignores references in code spans, code blocks and links', async () => {
    const text = '`#1` and\n\n```\n#1 @root\n```\n\n    #1 indented\n\n[about #1](https://e.test) <https://e.test/#1> https://e.test/#1 <a href="/x">#1</a> <code>#1</code>';
    const resolver = fakeResolver();
    const html = await renderMarkdown(text, context(resolver));
    expect(html).not.toContain('gfm');
    expect(resolver.calls).toEqual([]);
  });

  it('ignores escaped references and ones inside words or e-mail addresses', async () => {
    const resolver = fakeResolver();
    const html = await renderMarkdown('\\#1 \\@root issue1#x a@root mail root@example.com 50%off', context(resolver));
    expect(html).not.toContain('gfm');
    expect(resolver.calls.filter((call) => call.startsWith('user:') || call.startsWith('issue:gitlab-org/gitlab:'))).toEqual([]);
  });

  it('deduplicates and batches lookups', async () => {
    const resolver = fakeResolver();
    await renderMarkdown('#1 #1 #1 @root @root ~bug ~bug\n\n- #1 @root', context(resolver));
    expect(resolver.calls.sort()).toEqual(['issue:gitlab-org/gitlab:1', 'label:gitlab-org/gitlab:bug', 'user:root']);
  });

  it('needs a project for project-scoped references', async () => {
    const html = await renderMarkdown('#1 !1 other/project#1', { resolver: fakeResolver() });
    expect(link(html, 'issue').map((a) => a.attrs.href)).toEqual(['/other/project/-/issues/1']);
    expect(html).not.toContain('gfm-merge_request');
  });
});

describe('merge request, epic and user references', () => {
  it('links !5', async () => {
    const [a] = link(await renderMarkdown('!5', context()), 'merge_request');
    expect(a?.attrs).toMatchObject({ class: 'gfm gfm-merge_request', 'data-merge-request': '5', href: '/gitlab-org/gitlab/-/merge_requests/5' });
  });

  it('links &4 in the project namespace and group&4', async () => {
    const html = await renderMarkdown('&4 and gitlab-org&5 and nope&6', context());
    expect(link(html, 'epic').map((a) => [a.attrs.href, a.attrs.class, a.attrs['data-group']])).toEqual([
      ['/groups/gitlab-org/-/epics/4', 'gfm gfm-epic', 'gitlab-org'],
      ['/groups/gitlab-org/-/epics/5', 'gfm gfm-epic', 'gitlab-org'],
    ]);
    expect(html).toContain('nope&amp;6');
  });

  it('uses the group context for epics', async () => {
    const html = await renderMarkdown('&3', { groupFullPath: 'gitlab-org', resolver: fakeResolver() });
    expect(link(html, 'epic')[0]?.attrs.href).toBe('/groups/gitlab-org/-/epics/3');
  });

  it('links @username, not unknown users, and drops a trailing dot', async () => {
    const html = await renderMarkdown('Thanks @root. And @nobody', context());
    const [a] = link(html, 'user');
    expect(a?.attrs).toMatchObject({ href: '/root', title: 'Administrator', class: 'gfm gfm-project_member js-user-link' });
    expect(html).toContain('>@root</a>. And @nobody');
  });

  it('does not link resolver URLs with unsafe schemes', async () => {
    const html = await renderMarkdown('@evil', context());
    expect(html).toBe('<p>@evil</p>\n');
  });

  it('escapes titles from the resolver', async () => {
    const html = await renderMarkdown('#66', context());
    expect(html).not.toContain('<script');
    expect(html).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    const marker = await renderMarkdown('#67', context());
    expect(link(marker, 'issue')[0]?.attrs.title).toBe('x\uFFFDTRUST\uFFFD class=gfm');
  });
});

describe('labels and milestones', () => {
  it('renders ~label as a GitLab label', async () => {
    const html = await renderMarkdown('Tagged ~bug.', context());
    expect(html).toContain('<span class="gl-label gl-label-sm"><a href="/gitlab-org/gitlab/-/issues?label_name[]=bug"');
    const [a] = link(html, 'label');
    expect(a?.attrs).toMatchObject({ class: 'gfm gfm-label has-tooltip gl-link gl-label-link', title: 'Something is broken', 'data-label': 'bug' });
    expect(html).toContain('<span class="gl-label-text gl-label-text-light" data-container="body" data-html="true" style="background-color:#dc143c;color:#FFFFFF">bug</span></a></span>.');
  });

  it('renders ~"multi word" labels', async () => {
    const html = await renderMarkdown('~"multi word" and ~"missing one"', context());
    expect(link(html, 'label')[0]?.attrs['data-label']).toBe('multi word');
    expect(html).toContain('and ~"missing one"</p>');
  });

  it('renders scoped labels with gl-label-scoped', async () => {
    const html = await renderMarkdown('~"priority::high" and ~priority::high', context());
    const spans = tags(html).filter((tag) => tag.name === 'span' && tag.attrs.class?.includes('gl-label-scoped'));
    expect(spans).toHaveLength(2);
    expect(html).toContain('>priority</span><span class="gl-label-text-scoped" style="color:#FF0000">high</span>');
  });

  it('drops label colours that are not hex', async () => {
    const html = await renderMarkdown('~pale', context());
    expect(link(html, 'label')).toHaveLength(1);
    expect(html).not.toContain('javascript');
    expect(html).toContain('gl-label-text-dark');
  });

  it('renders %milestone and %"multi word"', async () => {
    const html = await renderMarkdown('%v1.0. and %"Sprint 4" and %nope', context());
    const milestones = link(html, 'milestone');
    expect(milestones.map((a) => [a.attrs.class, a.attrs['data-milestone']])).toEqual([
      ['gfm gfm-milestone has-tooltip', 'v1.0'],
      ['gfm gfm-milestone has-tooltip', 'Sprint 4'],
    ]);
    expect(html).toContain('>%v1.0</a>. and');
    expect(html).toContain('%nope');
  });

  it('resolves cross-project labels and milestones in that project', async () => {
    const resolver = fakeResolver();
    await renderMarkdown('other/project~bug other/project%v1.0', context(resolver));
    expect(resolver.calls).toEqual(['label:other/project:bug', 'milestone:other/project:v1.0']);
  });
});

describe('iteration references', () => {
  it('links *iteration:<id> by the iteration title, in the text scope', async () => {
    const resolver = fakeResolver();
    const html = await renderMarkdown('changed iteration to *iteration:5', context(resolver));
    const [a] = link(html, 'iteration');
    expect(a?.attrs).toMatchObject({
      href: '/groups/gitlab-org/-/iterations/5',
      'data-group': 'gitlab-org',
      'data-iteration': '5',
      'data-original': '*iteration:5',
      title: 'Iteration',
      class: 'gfm gfm-iteration has-tooltip',
    });
    expect(html).toContain('>Sprint &lt;5&gt;</a></p>');
    expect(resolver.calls).toEqual(['iteration:gitlab-org/gitlab:5']);
  });

  it('leaves unknown iterations, names and words ending in *iteration: as text', async () => {
    for (const text of ['changed iteration to *iteration:6', 'a*iteration:5', 'and *iteration:5x']) {
      expect(await renderMarkdown(text, context())).toBe(`<p>${text}</p>\n`);
    }
  });
});
