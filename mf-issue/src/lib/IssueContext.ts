import { createContext, useContext } from 'react';
import type { SessionUser } from 'shared-kernel/api';
import type { IssuePageData, IssueRef } from './types';

/** A short message for the page's status region (GitLab's toasts and alerts). */
export interface Notice {
  variant: 'success' | 'danger' | 'default';
  message: string;
  /** A button in the toast (e.g. Undo); choosing it dismisses the toast. */
  action?: { label: string; onSelect: () => void };
}

/** What every feature of the issue page reads: the issue, the viewer and the page's shared actions. */
export interface IssueContextValue {
  ref: IssueRef;
  issue: IssuePageData;
  currentUser: SessionUser | null;
  /** Module Federation name, the `source` of published events. */
  source: string;
  setIssue: (update: (issue: IssuePageData) => IssuePageData) => void;
  refetch: () => Promise<IssuePageData>;
  /** Shows a toast (success) or an alert (danger) in the page's status region. */
  notify: (notice: Notice) => void;
  /** Navigates the page (the shell intercepts same-origin links; integrators get a full load). */
  navigate: (url: string) => void;
}

export const IssueContext = createContext<IssueContextValue | null>(null);

export function useIssueContext(): IssueContextValue {
  const value = useContext(IssueContext);
  if (!value) throw new Error('useIssueContext outside IssueContext');
  return value;
}
