import { Flash } from 'shared-kernel/primer';
import { useCallback, useState } from 'react';
import { useSession } from 'shared-kernel/react';
import { createChildIssue } from '../api/createChildItem';
import { getProjectDetails, PROJECT_DETAILS_ERROR, PROJECTS_FETCH_ERROR, searchProjects, type PickerProject } from '../api/pickers';
import { forgetProject, recentProjects, rememberProject } from '../api/recentProjects';
import { usePickerSearch } from '../hooks/usePickerSearch';
import { CreateChildForm } from './CreateChildForm';
import { PickerOptions } from './PickerOptions';

/**
 * "Add a new issue" (`CreateChildForm`): a project picker (the viewer's 3 recently used projects of the
 * parent's group from local storage, then the group's projects; search debounced 500 ms; a recent project
 * is checked first and dropped with 'Something went wrong while fetching details' if it cannot be read),
 * 'Create issue' (disabled without a project); the issue is created confidential under a confidential
 * parent, and its project remembered as recent.
 */
export function CreateIssueForm({ parent, onCreated, onCancel }: {
  parent: { groupPath: string; epicId: number; confidential: boolean };
  onCreated: () => void;
  onCancel: () => void;
}) {
  const username = useSession().user?.username ?? '';
  const [search, setSearch] = useState('');
  const [project, setProject] = useState<PickerProject | null>(null);
  const [recent, setRecent] = useState(() => (username ? recentProjects(username, parent.groupPath) : []));
  const [error, setError] = useState<string | null>(null);
  const find = useCallback((term: string, signal: AbortSignal) => searchProjects(parent.groupPath, term, signal), [parent.groupPath]);
  const projects = usePickerSearch<PickerProject>(search, find);

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

  return (
    <CreateChildForm
      kind="Issue"
      confidential={parent.confidential}
      search={search}
      onSearch={setSearch}
      ready={project !== null}
      create={async (title) => {
        if (!project) return;
        await createChildIssue({ projectId: project.id, epicId: parent.epicId, title, confidential: parent.confidential });
        if (username) rememberProject(username, project);
      }}
      error={error}
      onError={setError}
      onCreated={onCreated}
      onCancel={onCancel}
    >
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
    </CreateChildForm>
  );
}
