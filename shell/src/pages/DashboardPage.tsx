import { Heading, Label, Spinner, StateLabel, Text, Flash } from '@primer/react';
import { useSession } from 'shared-kernel/react';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import type { RequestState } from '../lib/useRequest';
import { useGroups } from '../features/dashboard/api/getGroups';
import { useProjects } from '../features/dashboard/api/getProjects';
import { useRecentIssues } from '../features/dashboard/api/getRecentIssues';
import { issuePath } from '../routing/paths';

function Section<T>({ title, state, empty, render }: { title: string; state: RequestState<T[]>; empty: string; render: (item: T) => React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Heading as="h2" variant="small" id={id}>
        {title}
      </Heading>
      {state.status === 'loading' && <Spinner size="small" aria-label={`Loading ${title.toLowerCase()}`} />}
      {state.status === 'error' && <Flash variant="danger">{state.error.message}</Flash>}
      {state.status === 'success' &&
        (state.data.length === 0 ? <Text as="p" className="meta">{empty}</Text> : <ul className="card-list">{state.data.map(render)}</ul>)}
    </section>
  );
}

/** `/`: your groups, projects and recent issues; signed out, the public projects. */
export function DashboardPage() {
  const session = useSession();
  const signedIn = Boolean(session.user);
  useDocumentTitle(signedIn ? 'Your work' : 'Explore');
  const groups = useGroups(signedIn);
  const projects = useProjects({ membership: signedIn });
  const issues = useRecentIssues(signedIn);

  return (
    <div className="page">
      <Heading as="h1">{signedIn ? `Welcome, ${session.user?.name}` : 'Explore projects'}</Heading>
      <div className="dashboard-grid">
        <Section
          title={signedIn ? 'Your projects' : 'Projects'}
          state={projects}
          empty="No projects to show."
          render={(p) => (
            <li key={p.id}>
              <a href={`/${p.path_with_namespace}`}>{p.name_with_namespace}</a>
              <Label>{p.visibility}</Label>
            </li>
          )}
        />
        <Section
          title={signedIn ? 'Your groups' : 'Groups'}
          state={groups}
          empty="No groups to show."
          render={(g) => (
            <li key={g.id}>
              <a href={`/groups/${g.full_path}`}>{g.full_name}</a>
            </li>
          )}
        />
        {signedIn && (
          <Section
            title="Recent issues"
            state={issues}
            empty="No open issues."
            render={(issue) => (
              <li key={issue.id}>
                <StateLabel status={issue.state === 'opened' ? 'issueOpened' : 'issueClosed'} variant="small">
                  {issue.state === 'opened' ? 'Open' : 'Closed'}
                </StateLabel>
                <a href={issuePath(issue)}>{issue.title}</a>
                <span className="meta">{issue.references.full}</span>
              </li>
            )}
          />
        )}
      </div>
    </div>
  );
}
