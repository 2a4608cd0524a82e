import { noteableOfProps } from '../exposes/NotesApp';
import { fakeEpic } from '../test/fakeEpicNotesApi';
import { fakeNoteable } from '../test/fakes';
import { busIssuableType, groupNoteable, hasIncidentTimeline, isSameNoteable, mergeRequestNoteable, noteableTypeOfEvent, projectNoteable } from './noteable';

describe('noteable locators', () => {
  it('locate the JSON of a noteable in a project or a group, and key it under the issuable', () => {
    expect(projectNoteable('gitlab-org/gitlab', 3)).toEqual({
      kind: 'issue',
      jsonPath: '/gitlab-org/gitlab/-/issues/3.json',
      namespacePath: 'gitlab-org/gitlab',
      iid: 3,
      queryKey: ['issuable', 'issue', 'gitlab-org/gitlab', 3, 'json'],
    });
    expect(groupNoteable('gitlab-org/platform', 2)).toMatchObject({ jsonPath: '/groups/gitlab-org/platform/-/epics/2.json', namespacePath: 'gitlab-org/platform', iid: 2 });
    // A merge request is read from its own JSON, under the key the merge request page (mf-diffs) reads it with.
    expect(mergeRequestNoteable('gitlab-org/gitlab-test', 1)).toEqual({
      kind: 'merge_request',
      jsonPath: '/gitlab-org/gitlab-test/-/merge_requests/1.json',
      namespacePath: 'gitlab-org/gitlab-test',
      iid: 1,
      queryKey: ['issuable', 'merge_request', 'gitlab-org/gitlab-test', 1, 'json'],
    });
    expect(noteableTypeOfEvent('merge_request')).toBe('MergeRequest');
  });
});

describe('what the noteable JSON says', () => {
  const issue = fakeNoteable({ id: 70, iid: 3 });
  const incident = fakeNoteable({ id: 71, iid: 6, issue_type: 'incident' });
  const epic = fakeEpic({ id: 9, iid: 2 });

  it('names the bus kind from the human name, and offers the timeline to incidents only', () => {
    expect([issue, incident, epic].map(busIssuableType)).toEqual(['issue', 'incident', 'epic']);
    expect(busIssuableType({ ...issue, noteable_human_name: 'merge request' })).toBe('merge_request');
    expect([issue, incident, epic].map(hasIncidentTimeline)).toEqual([false, true, false]);
  });

  it('maps the bus vocabulary to noteable types', () => {
    expect(['Issue', 'Incident', 'Epic', 'issue', 'incident', 'epic', 'merge_request'].map(noteableTypeOfEvent)).toEqual(['Issue', 'Issue', 'Epic', 'Issue', 'Issue', 'Epic', 'MergeRequest']);
  });

  it('matches bus events of the same kind only (an epic and an issue may share an id)', () => {
    const issueAt = projectNoteable('gitlab-org/gitlab', 3);
    const epicAt = groupNoteable('gitlab-org/platform', 2);
    expect(isSameNoteable(issueAt, issue, { issuableType: 'issue', id: 70, fullPath: 'x', iid: 1 })).toBe(true);
    expect(isSameNoteable(issueAt, issue, { issuableType: 'incident', id: 0, fullPath: 'gitlab-org/gitlab', iid: 3 })).toBe(true);
    expect(isSameNoteable(issueAt, issue, { issuableType: 'epic', id: 70, fullPath: 'gitlab-org/gitlab', iid: 3 })).toBe(false);
    expect(isSameNoteable(epicAt, epic, { issuableType: 'epic', id: 0, fullPath: 'gitlab-org/platform', iid: 2 })).toBe(true);
    expect(isSameNoteable(epicAt, epic, { issuableType: 'issue', id: 9, fullPath: 'gitlab-org/platform', iid: 2 })).toBe(false);
  });
});

describe('NotesApp props', () => {
  it('locate a noteable in a group with groupPath, else in a project', () => {
    expect(noteableOfProps({ groupPath: 'gitlab-org', iid: 1 }).jsonPath).toBe('/groups/gitlab-org/-/epics/1.json');
    expect(noteableOfProps({ fullPath: 'g/p', iid: 2 }).jsonPath).toBe('/g/p/-/issues/2.json');
    // The host's issueType no longer decides anything: the JSON says whether it is an incident.
    expect(noteableOfProps({ fullPath: 'g/p', iid: 2, issueType: 'incident' }).jsonPath).toBe('/g/p/-/issues/2.json');
    // The shell's route params may arrive as strings.
    expect(noteableOfProps({ groupPath: 'gitlab-org', iid: '4' as unknown as number }).iid).toBe(4);
  });
});
