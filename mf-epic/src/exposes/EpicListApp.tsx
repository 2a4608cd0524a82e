import type { SlotComponent } from 'shared-kernel/slots';
import { ConfirmProvider } from 'shared-kernel/ui';
import { EpicListPage } from '../pages/EpicListPage';

/** Props of the `./EpicListApp` slot component (public API: a breaking change bumps the major version). */
export interface EpicListAppProps {
  /** The group, e.g. `gitlab-org`; its subgroups' epics are listed too. */
  groupPath: string;
  /** The host's 404 page, for a group that does not exist or the viewer may not read. */
  onNotFound?: () => void;
}

/**
 * A group's epics list for the shell's `epic.list` slot: Open / Closed / All tabs with counts, search,
 * author and label filters, sort, pages, and "New epic" for viewers who may create epics in the group.
 */
function EpicListApp({ groupPath, onNotFound }: EpicListAppProps) {
  return (
    <ConfirmProvider>
      <EpicListPage key={groupPath} groupPath={groupPath} onNotFound={onNotFound} />
    </ConfirmProvider>
  );
}

export default EpicListApp satisfies SlotComponent<'epic.list'>;
