import type { ModuleEntry } from 'shared-kernel/registry';
import { describe, expect, it } from 'vitest';
import { firstScreenGraphql, firstScreenModules, firstScreenReads, isSlotPage } from './firstScreen';

const trial: ModuleEntry = {
  name: 'mf_trial',
  manifest: 'http://localhost:8085/mf-manifest.json',
  version: '2.0.0',
  enabled: true,
  slots: ['nav.trial'],
  exposes: { 'nav.trial': './TrialWidget' },
};
const issue: ModuleEntry = {
  name: 'mf_issue',
  manifest: 'http://localhost:8081/mf-manifest.json',
  version: '0.2.0',
  enabled: true,
  slots: ['issue.main', 'epic.main'],
  exposes: { 'issue.main': './IssueApp', 'epic.main': './EpicApp' },
};
const notes: ModuleEntry = {
  name: 'mf_notes',
  manifest: 'http://localhost:8082/mf-manifest.json',
  version: '0.2.0',
  enabled: true,
  slots: ['issue.notes', 'epic.notes'],
  exposes: { 'issue.notes': './NotesApp', 'epic.notes': './NotesApp' },
};

describe('firstScreenModules', () => {
  it("gives each enabled module of the page's slots (and the navigation's, signed in) with the exposed modules they load, the page's first", () => {
    expect(firstScreenModules([trial, issue, notes], '/gitlab-org/gitlab/-/issues/5', true).map(({ module, exposes }) => [module.name, exposes])).toEqual([
      ['mf_issue', ['IssueApp']],
      ['mf_notes', ['NotesApp']],
      ['mf_trial', ['TrialWidget']],
    ]);
    // In the route's slot order (main part, then discussion), whatever the registry's order.
    expect(firstScreenModules([notes, trial, issue], '/gitlab-org/gitlab/-/issues/5', true).map(({ module }) => module.name)).toEqual(['mf_issue', 'mf_notes', 'mf_trial']);
    expect(firstScreenModules([trial, issue, notes], '/groups/gitlab-org/-/epics/2', false).map(({ module, exposes }) => [module.name, exposes])).toEqual([
      ['mf_issue', ['EpicApp']],
      ['mf_notes', ['NotesApp']],
    ]);
  });

  it('leaves out disabled modules, and gives only the navigation on a shell page', () => {
    expect(firstScreenModules([trial, { ...issue, enabled: false }], '/gitlab-org/gitlab/-/issues/5', false)).toEqual([]);
    expect(firstScreenModules([trial, issue], '/', true).map(({ module }) => module.name)).toEqual(['mf_trial']);
  });
});

describe('isSlotPage', () => {
  it('knows the built-in slot pages without a registry, and shell pages are not', () => {
    expect(isSlotPage([], '/gitlab-org/gitlab/-/issues/5')).toBe(true);
    expect(isSlotPage([], '/')).toBe(false);
  });
});

describe('firstScreenReads', () => {
  it("fills the page route's data templates from the address (the built-in issue page reads the issue's JSON, then its first discussions page)", () => {
    expect(firstScreenReads([issue, notes], '/gitlab-org/gitlab/-/issues/12')).toEqual(['/gitlab-org/gitlab/-/issues/12.json', '/gitlab-org/gitlab/-/issues/12/discussions.json?notes_filter=0&persist_filter=false&per_page=20']);
    expect(firstScreenReads([], '/groups/gitlab-org/-/epics/3')).toEqual(['/groups/gitlab-org/-/epics/3.json', '/groups/gitlab-org/-/epics/3/discussions.json?notes_filter=0&persist_filter=false&per_page=20']);
  });

  it("takes a registry route's data, drops what a route cannot fill or another origin's, and reads nothing on a shell page", () => {
    const route = { id: 'trial.status', path: '/-/trial/:id', slots: [{ slot: 'trial.main', label: 'Trial' }], data: ['/-/trial/{id}.json', '/-/trial/{missing}.json', '//elsewhere.example/x.json'] };
    expect(firstScreenReads([{ ...trial, routes: [route] }], '/-/trial/7')).toEqual(['/-/trial/7.json']);
    expect(firstScreenReads([issue], '/')).toEqual([]);
  });
});

describe('firstScreenGraphql', () => {
  const query = 'query epicChildItems($fullPath:ID!$iid:ID$pageSize:Int){group(fullPath:$fullPath){id}}';
  const epicRoute = {
    id: 'epic',
    path: '/groups/:groupPath+/-/epics/:iid(number)',
    slots: [{ slot: 'epic.main', label: 'Epic' }],
    graphql: [
      { operationName: 'epicChildItems', query, variables: { fullPath: '{groupPath}', iid: '{iid}', pageSize: 100, cursor: null, kinds: ['{iid}'], nested: { last: '{groupPath|last}' } } },
      { operationName: 'unfillable', query, variables: { fullPath: '{projectPath}' } },
    ],
  };
  const epic: ModuleEntry = { ...issue, name: 'mf_epic', slots: ['epic.main'], exposes: { 'epic.main': './EpicApp' }, routes: [epicRoute] };

  it("gives the route's startup queries with their variables filled from the address (strings; other values as written)", () => {
    expect(firstScreenGraphql([epic], '/groups/gitlab-org/sub/-/epics/10')).toEqual([
      { operationName: 'epicChildItems', query, variables: { fullPath: 'gitlab-org/sub', iid: '10', pageSize: 100, cursor: null, kinds: ['10'], nested: { last: 'sub' } } },
    ]);
  });

  it('gives none for a route without them (the built-in epic page) or a page that is not one of slots', () => {
    expect(firstScreenGraphql([], '/groups/gitlab-org/-/epics/3')).toEqual([]);
    expect(firstScreenGraphql([epic], '/')).toEqual([]);
  });
});
