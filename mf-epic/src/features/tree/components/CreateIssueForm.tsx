import { Button, Flash, FormControl, TextInput } from '@primer/react';
import { useCallback, useState } from 'react';
import { useSession } from 'shared-kernel/react';
import { createChildIssue } from '../api/createChildItem';
import { getProjectDetails, PROJECT_DETAILS_ERROR, PROJECTS_FETCH_ERROR, searchProjects, type PickerProject } from '../api/pickers';
import { forgetProject, recentProjects, rememberProject } from '../api/recentProjects';
import { usePickerSearch } from '../hooks/usePickerSearch';
import { createHeading } from '../texts';
import { ConfidentialHelp } from './ConfidentialHelp';
import { PickerOptions } from './PickerOptions';

/**
 * "Add a new issue": title ('New issue title', or 'New confidential issue title' under a confidential
 * parent, whose children are created confidential), a project picker (the viewer's 3 recently used
 * projects of the parent's group from local storage, then the group's projects; search debounced 500 ms;
 * a recent project is checked first and dropped with 'Something went wrong while fetching details' if it
 * cannot be read), 'Create issue' (disabled without a project, with an empty title or while creating) and
 * Cancel. Enter submits; Escape cancels.
 */
export function CreateIssueForm({ parent, onCreated, onCancel }: {
  parent: { groupPath: string; epicId: number; confidential: boolean };
  onCreated: () => void;
  onCancel: () => void;
}) {
  const username = useSession().user?.username ?? '';
  const [title, setTitle] = useState('');
  const [search, setSearch] = useState('');
  const [project, setProject] = useState<PickerProject | null>(null);
  const [recent, setRecent] = useState(() => (username ? recentProjects(username, parent.groupPath) : []));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const find = useCallback((term: string, signal: AbortSignal) => searchProjects(parent.groupPath, term, signal), [parent.groupPath]);
  const projects = usePickerSearch<PickerProject>(search, find);
  const trimmed = title.trim();
  const heading = createHeading('Issue', parent.confidential);

  async function chooseRecent(id: number) {
    setError(null);
    try {
      setProject(await getProjectDetails(id));
    } catch {
      setProject(null);
      setError(PROJECT_DETAILS_ERROR);
      if (username) {
        forgetProject(username, id);
        setRecent(recentProjects(username, parent.groupPath));
      }
    }
  }

  async function submit() {
    if (!trimmed || !project || busy) return;
    setBusy(true);
    setError(null);
    try {
      await createChildIssue({ projectId: project.id, epicId: parent.epicId, title: trimmed, confidential: parent.confidential });
      if (username) rememberProject(username, project);
      onCreated();
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }

  return (
    <form
      aria-label={heading}
      style={{ border: '1px solid var(--borderColor-muted, #d8dee4)', borderRadius: 6, padding: 8, margin: '8px 0' }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <div style={{ fontWeight: 600, marginBottom: 6 }}>
        {heading}
        {parent.confidential ? <ConfidentialHelp /> : null}
      </div>
      {error ? (
        <Flash variant="danger" role="alert" style={{ marginBottom: 8 }}>
          {error}
        </Flash>
      ) : null}
      <FormControl>
        <FormControl.Label>Title</FormControl.Label>
        <TextInput block autoFocus value={title} onChange={(event) => setTitle(event.target.value)} placeholder={parent.confidential ? 'New confidential issue title' : 'New issue title'} />
      </FormControl>
      <FormControl style={{ marginTop: 8 }}>
        <FormControl.Label>Search projects</FormControl.Label>
        <TextInput
          block
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search projects"
          // Enter in the search box searches; it does not submit the issue.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
      </FormControl>
      {project ? <p style={{ margin: '6px 0' }}>Project: {project.name_with_namespace}</p> : null}
      <PickerOptions label="Recently used" heading="Recently used" options={recent.map((item) => ({ id: item.id, label: item.name_with_namespace }))} selectedId={project?.id ?? null} onSelect={(id) => void chooseRecent(id)} />
      {projects.error ? (
        <Flash variant="danger" role="alert" style={{ margin: '6px 0' }}>
          {PROJECTS_FETCH_ERROR}
        </Flash>
      ) : null}
      <PickerOptions
        label="Projects"
        options={projects.items.map((item) => ({ id: item.id, label: item.name_with_namespace }))}
        selectedId={project?.id ?? null}
        onSelect={(id) => setProject(projects.items.find((item) => item.id === id) ?? null)}
      />
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Button type="submit" variant="primary" disabled={!trimmed || !project || busy}>
          Create issue
        </Button>
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
