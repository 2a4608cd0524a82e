import { describe, expect, it } from 'vitest';
import { createMenuItems } from './createMenuItems';
import { groupNavItems, isCurrentItem, projectNavItems } from './contextNavItems';

const everyPage = () => true;

describe('project and group navigation', () => {
  it("lists GitLab's project pages that exist, and marks the current one", () => {
    const items = projectNavItems('g/p', (path) => !path.endsWith('/-/merge_requests'));
    expect(items.map((entry) => [entry.label, entry.href])).toEqual([
      ['Project overview', '/g/p'],
      ['Issues', '/g/p/-/issues'],
      ['Repository', '/g/p/-/tree/main'],
      ['Milestones', '/g/p/-/milestones'],
      ['Members', '/g/p/-/project_members'],
    ]);
    const current = (pathname: string) => items.filter((entry) => isCurrentItem(entry, pathname)).map((entry) => entry.label);
    expect(current('/g/p')).toEqual(['Project overview']);
    expect(current('/g/p/-/issues/12')).toEqual(['Issues']);
    expect(current('/g/p/-/blob/main/README.md')).toEqual(['Repository']);
    expect(current('/g/p/-/project_members/')).toEqual(['Members']);
    expect(current('/g/other')).toEqual([]);
  });

  it('offers billing for top-level groups only', () => {
    expect(groupNavItems('g', everyPage).map((entry) => entry.label)).toEqual(['Group overview', 'Epics', 'Milestones', 'Iterations', 'Members', 'Billing']);
    expect(groupNavItems('g/sub', everyPage).map((entry) => entry.label)).not.toContain('Billing');
    expect(groupNavItems('g', (path) => path === '/groups/g')).toEqual([{ label: 'Group overview', href: '/groups/g', within: [] }]);
  });
});

describe('the create menu', () => {
  it('offers what belongs where the page is, when its page exists', () => {
    expect(createMenuItems({ projectPath: 'g/p' }, everyPage)).toEqual([{ heading: 'In this project', items: [{ label: 'New issue', href: '/g/p/-/issues/new' }] }]);
    expect(createMenuItems({ groupPath: 'g' }, everyPage)).toEqual([{ heading: 'In this group', items: [{ label: 'New epic', href: '/groups/g/-/epics/new' }] }]);
    expect(createMenuItems({ groupPath: 'g' }, (path) => !path.includes('/epics/'))).toEqual([]);
    expect(createMenuItems({}, everyPage)).toEqual([]);
  });
});
