import { noteableOfProps } from '../exposes/NotesApp';
import {
  commandsPath,
  createNotePath,
  discussionsPath,
  isSameNoteable,
  namespacePath,
  noteableGlobalId,
  noteableJsonPath,
  noteableName,
  notesPollPath,
  previewPath,
  storageType,
  type NoteableRef,
} from './noteable';

const issue: NoteableRef = { type: 'Issue', fullPath: 'gitlab-org/gitlab', iid: 3, id: 70 };
const incident: NoteableRef = { type: 'Incident', fullPath: 'gitlab-org/gitlab', iid: 6, id: 71 };
const epic: NoteableRef = { type: 'Epic', groupPath: 'gitlab-org/platform', iid: 2, id: 9 };

describe('noteable paths', () => {
  it('builds the issue (and incident) web routes', () => {
    expect(noteableJsonPath(issue)).toBe('/gitlab-org/gitlab/-/issues/3.json');
    expect(discussionsPath(incident)).toBe('/gitlab-org/gitlab/-/issues/6/discussions.json');
    expect(notesPollPath(issue)).toBe('/gitlab-org/gitlab/noteable/issue/70/notes');
    expect(createNotePath(issue)).toEqual({ url: '/gitlab-org/gitlab/notes', params: { target_type: 'issue', target_id: 70 } });
    expect(previewPath(issue)).toEqual({ url: '/gitlab-org/gitlab/preview_markdown', params: { target_type: 'Issue', target_id: 70 } });
    expect(commandsPath(issue)).toEqual({ url: '/gitlab-org/gitlab/-/autocomplete_sources/commands', params: { type: 'Issue', type_id: 3 } });
    expect(noteableGlobalId(incident)).toBe('gid://gitlab/Issue/71');
  });

  it('builds the epic routes under its group', () => {
    expect(noteableJsonPath(epic)).toBe('/groups/gitlab-org/platform/-/epics/2.json');
    expect(discussionsPath(epic)).toBe('/groups/gitlab-org/platform/-/epics/2/discussions.json');
    expect(notesPollPath(epic)).toBe('/groups/gitlab-org/platform/-/epics/2/notes');
    expect(createNotePath(epic)).toEqual({ url: '/groups/gitlab-org/platform/-/epics/2/notes' });
    expect(previewPath(epic)).toEqual({ url: '/groups/gitlab-org/platform/-/preview_markdown', params: { target_type: 'Epic', target_id: 2 } });
    expect(previewPath(epic, '/groups/gitlab-org/platform/-/preview_markdown?target_type=Epic&target_id=2')).toEqual({
      url: '/groups/gitlab-org/platform/-/preview_markdown?target_type=Epic&target_id=2',
    });
    expect(commandsPath(epic)).toEqual({ url: '/groups/gitlab-org/platform/-/autocomplete_sources/commands', params: { type: 'Epic', type_id: 2 } });
    expect(noteableGlobalId(epic)).toBe('gid://gitlab/Epic/9');
  });

  it('names and stores by type', () => {
    expect([issue, incident, epic].map(noteableName)).toEqual(['issue', 'incident', 'epic']);
    expect([issue, incident, epic].map(storageType)).toEqual(['Issue', 'Issue', 'Epic']);
    expect([issue, epic].map(namespacePath)).toEqual(['gitlab-org/gitlab', 'gitlab-org/platform']);
  });

  it('matches bus events of the same kind only (an epic and an issue may share an id)', () => {
    expect(isSameNoteable(issue, 70, { issuableType: 'issue', id: 70, fullPath: 'x', iid: 1 })).toBe(true);
    expect(isSameNoteable(issue, 70, { issuableType: 'incident', id: 0, fullPath: 'gitlab-org/gitlab', iid: 3 })).toBe(true);
    expect(isSameNoteable(issue, 70, { issuableType: 'epic', id: 70, fullPath: 'gitlab-org/gitlab', iid: 3 })).toBe(false);
    expect(isSameNoteable(epic, 9, { issuableType: 'epic', id: 0, fullPath: 'gitlab-org/platform', iid: 2 })).toBe(true);
    expect(isSameNoteable(epic, 9, { issuableType: 'issue', id: 9, fullPath: 'gitlab-org/platform', iid: 2 })).toBe(false);
  });
});

describe('NotesApp props', () => {
  it('name an epic with groupPath, else an issue or incident', () => {
    expect(noteableOfProps({ groupPath: 'gitlab-org', iid: 1 })).toEqual({ type: 'Epic', groupPath: 'gitlab-org', iid: 1 });
    expect(noteableOfProps({ fullPath: 'g/p', iid: 2 })).toEqual({ type: 'Issue', fullPath: 'g/p', iid: 2 });
    expect(noteableOfProps({ fullPath: 'g/p', iid: 2, issueType: 'incident' })).toEqual({ type: 'Incident', fullPath: 'g/p', iid: 2 });
    // The shell's route params may arrive as strings.
    expect(noteableOfProps({ groupPath: 'gitlab-org', iid: '4' as unknown as number }).iid).toBe(4);
  });
});
