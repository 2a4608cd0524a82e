import { Link } from 'shared-kernel/primer';
import { useIssueContext } from '../../../lib/IssueContext';
import { groupPathOf } from '../../../lib/types';
import { getGroupEpics } from '../api/getGroupEpics';
import { setIssueEpic } from '../api/setIssueEpic';
import { EPIC_FETCH_ERROR, EPIC_NO_PERMISSION, EPIC_SET_ERROR, EPICS_FETCH_ERROR } from '../texts';
import { SidebarAttributePicker } from './SidebarAttributePicker';
import { None, useSidebarUpdate } from 'issuable-ui/react';

/**
 * The parent epic ("You don't have permission to view this epic" when the reader may not see it) and,
 * for those who may set metadata, a picker of the open epics of the project's group hierarchy.
 */
export function SidebarEpic() {
  const { ref, issue } = useIssueContext();
  const canEdit = Boolean(issue.current_user.can_set_issue_metadata ?? issue.current_user.can_admin_issue);
  const { saving, update } = useSidebarUpdate({ setError: EPIC_SET_ERROR, fetchError: EPIC_FETCH_ERROR });
  const epic = issue.epic ?? null;
  const hidden = (!epic && issue.has_epic) || (epic !== null && (epic.can_read === false || !epic.web_url));
  return (
    <SidebarAttributePicker
      title="Epic"
      editLabel="Edit epic"
      panelTitle="Assign epic"
      noneText="No epic"
      canEdit={canEdit}
      currentId={epic ? `gid://gitlab/Epic/${epic.id}` : null}
      load={async (search) => (await getGroupEpics(ref, search)).map((item) => ({ id: item.id, text: item.title, description: item.reference }))}
      queryKey={['group', groupPathOf(ref), 'open-epics']}
      loadError={EPICS_FETCH_ERROR}
      onChoose={(id) => update(() => setIssueEpic(ref, id))}
      busy={saving}
    >
      {hidden ? <span>{EPIC_NO_PERMISSION}</span> : epic?.web_url ? <Link href={epic.web_url}>{epic.title}</Link> : <None />}
    </SidebarAttributePicker>
  );
}
