import type { BlockingIssue } from '../../core';
import { toPagePath } from '../page/toPagePath';

/** The body of the blocked-issue close confirmation: the issues that block this one. */
export function BlockersList({ blockers }: { blockers: readonly BlockingIssue[] }) {
  return (
    <div>
      <p style={{ marginTop: 0 }}>This issue is currently blocked by the following issues:</p>
      <ul aria-label="Blocking issues">
        {blockers.map((blocker) => (
          <li key={blocker.web_url}>
            <a href={toPagePath(blocker.web_url)}>
              {blocker.reference ?? `#${blocker.iid}`} {blocker.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
