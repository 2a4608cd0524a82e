import { IconButton } from 'shared-kernel/primer';
import { IssueClosedIcon, IssueOpenedIcon, XIcon } from '@primer/octicons-react';

// Parts of the lists of issuables a page shows (linked items, an epic's child items): here, so a page's
// first view carries one copy of the octicons renderer (octicons are bundled, not shared).

/** The open / closed icon of an item in a list, labelled "Open" or "Closed". */
export function IssuableStateIcon({ state }: { state: string }) {
  return state === 'closed' ? <IssueClosedIcon aria-label="Closed" /> : <IssueOpenedIcon aria-label="Open" />;
}

/** The small ✕ button that removes an item from a list (`label`: "Remove #3"). */
export function RemoveItemButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <IconButton icon={XIcon} size="small" variant="invisible" aria-label={label} onClick={onClick} style={{ marginLeft: 'auto' }} />;
}
