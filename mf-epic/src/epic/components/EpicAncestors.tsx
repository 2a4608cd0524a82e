import { noteableQueryKey } from 'shared-kernel/query';
import { useAfterFirstContent, useQuery } from 'shared-kernel/react';
import { SidebarSection } from 'issuable-ui/react';
import { getEpicAncestors } from '../api/getEpicAncestors';
import { EPIC_ANCESTORS_ERROR, EPIC_ANCESTORS_TITLE, EPIC_DATE_NONE, EPIC_PARENT_HIDDEN } from '../texts';
import type { EpicRef } from '../types';

/**
 * The sidebar's ancestors, root first. The server lists only the ancestors the reader may read; a parent
 * the reader may not read shows "You don't have permission to view this epic". Read after the page's first
 * content (the header and the tree's first rows).
 */
export function EpicAncestors({ epic, epicId }: { epic: EpicRef; epicId: number }) {
  const query = useQuery({ queryKey: noteableQueryKey('Epic', epicId, 'ancestors'), queryFn: () => getEpicAncestors(epic), enabled: useAfterFirstContent() });
  let body;
  if (query.isError && !query.data) {
    body = (
      <span role="alert" style={{ color: 'var(--fgColor-muted)' }}>
        {EPIC_ANCESTORS_ERROR}
      </span>
    );
  } else if (!query.data) {
    body = <span style={{ color: 'var(--fgColor-muted)' }}>Loading…</span>;
  } else if (query.data.ancestors.length === 0 && !query.data.parentHidden) {
    body = <span style={{ color: 'var(--fgColor-muted)' }}>{EPIC_DATE_NONE}</span>;
  } else {
    body = (
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {query.data.ancestors.map((ancestor) => (
          <li key={ancestor.id}>
            <a href={ancestor.webUrl} title={ancestor.reference}>
              {ancestor.title}
            </a>
          </li>
        ))}
        {query.data.parentHidden ? <li style={{ color: 'var(--fgColor-muted)' }}>{EPIC_PARENT_HIDDEN}</li> : null}
      </ol>
    );
  }
  return <SidebarSection title={EPIC_ANCESTORS_TITLE}>{body}</SidebarSection>;
}
