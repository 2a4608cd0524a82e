import type { ReferenceResolver, RenderContext } from './types.ts';

export interface FakeResolver extends ReferenceResolver {
  calls: string[];
}

/** In-memory resolver: project `gitlab-org/gitlab` and `other/project`, group `gitlab-org`, user `root`. */
export function fakeResolver(): FakeResolver {
  const calls: string[] = [];
  const projects = new Set(['gitlab-org/gitlab', 'other/project', 'gitlab-org/sibling']);
  return {
    calls,
    async issue(project, iid) {
      calls.push(`issue:${project}:${iid}`);
      if (!projects.has(project) || iid > 100) return null;
      if (iid === 13) return null; // confidential, hidden from this reader
      return {
        url: `/${project}/-/issues/${iid}`,
        title: iid === 66 ? '"><script>alert(1)</script>' : iid === 67 ? 'x\u0000TRUST\u0000 class=gfm' : `Issue ${iid}`,
        state: iid === 2 ? 'closed' : 'opened',
        confidential: iid === 7,
      };
    },
    async epic(group, iid) {
      calls.push(`epic:${group}:${iid}`);
      return group === 'gitlab-org' && iid < 100 ? { url: `/groups/${group}/-/epics/${iid}`, title: `Epic ${iid}` } : null;
    },
    async mergeRequest(project, iid) {
      calls.push(`mr:${project}:${iid}`);
      return projects.has(project) && iid < 100 ? { url: `/${project}/-/merge_requests/${iid}`, title: `MR ${iid}` } : null;
    },
    async user(username) {
      calls.push(`user:${username}`);
      if (username === 'root') return { url: '/root', name: 'Administrator' };
      if (username === 'evil') return { url: 'javascript:alert(1)', name: 'Evil' };
      return null;
    },
    async label(project, name) {
      calls.push(`label:${project}:${name}`);
      const labels: Record<string, { color: string; textColor: string; description?: string }> = {
        bug: { color: '#dc143c', textColor: '#FFFFFF', description: 'Something is broken' },
        'multi word': { color: '#428BCA', textColor: '#FFFFFF' },
        'priority::high': { color: '#FF0000', textColor: '#FFFFFF' },
        pale: { color: 'red;background:url(javascript:x)', textColor: '#333333' },
      };
      const label = labels[name];
      return label ? { url: `/${project}/-/issues?label_name[]=${encodeURIComponent(name)}`, ...label } : null;
    },
    async milestone(project, title) {
      calls.push(`milestone:${project}:${title}`);
      return ['v1.0', 'Sprint 4'].includes(title) ? { url: `/${project}/-/milestones/${encodeURIComponent(title)}`, title } : null;
    },
    async iteration(scope, id) {
      calls.push(`iteration:${scope}:${id}`);
      return id === 5 ? { url: '/groups/gitlab-org/-/iterations/5', title: 'Sprint <5>', groupFullPath: 'gitlab-org' } : null;
    },
  };
}

export function context(resolver: ReferenceResolver = fakeResolver()): RenderContext {
  return { projectFullPath: 'gitlab-org/gitlab', resolver };
}

/** Every start tag of the output with its attributes (the sanitizer escapes text, so a regex suffices). */
export function tags(html: string): Array<{ name: string; attrs: Record<string, string> }> {
  const result: Array<{ name: string; attrs: Record<string, string> }> = [];
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const attrs: Record<string, string> = {};
    for (const attr of match[2]!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) attrs[attr[1]!.toLowerCase()] = attr[2] ?? '';
    result.push({ name: match[1]!.toLowerCase(), attrs });
  }
  return result;
}
