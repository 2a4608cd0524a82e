import { restClient } from 'shared-kernel/api';
import type { QueryKey } from 'shared-kernel/query';
import type { DropdownLabel } from 'shared-kernel/ui';
import type { IssueRef } from '../lib/types';

interface AutocompleteLabel {
  id: number;
  title: string;
  color: string;
  text_color?: string;
  description?: string | null;
  set?: boolean;
}

/**
 * `GET {fullPath}/-/autocomplete_sources/labels?type=Issue&type_id={iid}`: the project's labels, `set` on the
 * issue's (without an iid, for an issue not created yet: none set).
 */
export async function getLabels({ fullPath, iid }: Pick<IssueRef, 'fullPath'> & { iid?: number }, signal?: AbortSignal): Promise<DropdownLabel[]> {
  const params = iid === undefined ? {} : { type: 'Issue', type_id: iid };
  const { data } = await restClient().get<AutocompleteLabel[]>(`/${fullPath}/-/autocomplete_sources/labels`, { params, signal });
  return (Array.isArray(data) ? data : []).map((label) => ({
    id: label.id,
    title: label.title,
    color: label.color,
    textColor: label.text_color,
    description: label.description ?? null,
    set: Boolean(label.set),
  }));
}

/** The key of the project's labels (none set: {@link getLabels} without an iid) in the page's query cache. */
export function projectLabelsQueryKey({ fullPath }: Pick<IssueRef, 'fullPath'>): QueryKey {
  return ['project', fullPath, 'labels'];
}
