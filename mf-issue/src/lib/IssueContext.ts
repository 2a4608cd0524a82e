import { useMemo } from 'react';
import { useIssuable, type IssuableContextValue } from 'issuable-ui/react';
import type { IssueRef } from './types';

export type { Notice } from 'issuable-ui/react';

/** What the issue page's own features read: the issuable library's context, plus where the issue lives. */
export interface IssueContextValue extends IssuableContextValue {
  ref: IssueRef;
}

/** The page's `IssuableContext` with the issue's `ref` (project path and iid, from the page's API). */
export function useIssueContext(): IssueContextValue {
  const value = useIssuable();
  const { fullPath, iid } = value.api;
  const ref = useMemo<IssueRef>(() => ({ fullPath, iid }), [fullPath, iid]);
  return { ...value, ref };
}
