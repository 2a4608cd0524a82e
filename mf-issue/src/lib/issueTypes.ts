import type { IssuableTypeOption } from 'issuable-ui/react';
import type { IssueType } from './types';

/** The Type select of the issue forms: Issue, and Incident for those who may create incidents (or edit one). */
export function issueTypeOptions(canChooseIncident: boolean): (IssuableTypeOption & { value: IssueType })[] {
  return canChooseIncident
    ? [
        { value: 'issue', label: 'Issue' },
        { value: 'incident', label: 'Incident' },
      ]
    : [{ value: 'issue', label: 'Issue' }];
}
