import { createContext, useContext } from 'react';
import type { SessionUser } from 'shared-kernel/api';
import type { IssuableApi } from '../../core';
import type { IssuableData } from '../../core';

/** A short message for the page's status region (GitLab's toasts and alerts). */
export interface Notice {
  variant: 'success' | 'danger' | 'default';
  message: string;
  /** A button in the toast (e.g. Undo); choosing it dismisses the toast. */
  action?: { label: string; onSelect: () => void };
}

/** What every widget of an issuable page reads: the page's API, the issuable, the viewer and the page's shared actions. */
export interface IssuableContextValue {
  api: IssuableApi;
  issue: IssuableData;
  currentUser: SessionUser | null;
  /** Module Federation name, the `source` of published events. */
  source: string;
  setIssue: (update: (issue: IssuableData) => IssuableData) => void;
  refetch: () => Promise<IssuableData>;
  /** Shows a toast (success) or an alert (danger) in the page's status region. */
  notify: (notice: Notice) => void;
  /** Navigates the page (through the kernel's navigator; a page without the shell uses the History API). */
  navigate: (url: string) => void;
}

/** Provided by the page (`<IssuableContext.Provider value>`), read by every widget. */
export const IssuableContext = createContext<IssuableContextValue | null>(null);

export function useIssuable(): IssuableContextValue {
  const value = useContext(IssuableContext);
  if (!value) throw new Error('useIssuable outside IssuableContext');
  return value;
}
