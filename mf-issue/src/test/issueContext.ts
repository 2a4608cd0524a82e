import type { IssuableContextValue } from 'issuable-ui/react';
import { issueApi } from '../pages/issueApi';

const REF = { fullPath: 'gitlab-org/gitlab', iid: 1 };

/** The issue page's context for gitlab-org/gitlab#1 (the page's real API over the faked REST client), for widget tests. */
export function issueTestContext(values: Omit<IssuableContextValue, 'api'>): IssuableContextValue {
  return { api: issueApi(REF), ...values };
}
