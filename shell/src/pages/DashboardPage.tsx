import { Heading, Label, Spinner, StateLabel, Text, Flash } from 'shared-kernel/primer';
import { useSession } from 'shared-kernel/react';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import type { UseQueryResult } from 'shared-kernel/react';
import { useGroups } from '../features/dashboard/api/getGroups';
import { useProjects } from '../features/dashboard/api/getProjects';
import { useRecentIssues } from '../features/dashboard/api/getRecentIssues';
import { FrequentItemsList } from '../features/frequent-items/components/FrequentItemsList';
import { issuePath } from '../routing/paths';
import type { DashboardSection } from '../routing/shellRoutes';

function Section<T>({ title, hideTitle = false, state, empty, render }: { title: string; hideTitle?: boolean; state: UseQueryResult<T[]>; empty: string; render: (item: T) => React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-label={hideTitle ? title : undefined} aria-labelledby={hideTitle ? undefined : id}>
      {!hideTitle && (
        <Heading as="h2" variant="small" id={id}>
          {title}
        </Heading>
      )}
      {state.status === 'pending' && <Spinner size="small" aria-label={`Loading ${title.toLowerCase()}`} />}
      {state.status === 'error' && <Flash variant="danger">{state.error.message}</Flash>}
      {state.status === 'success' &&
        (state.data.length === 0 ? <Text as="p" className="meta">{empty}</Text> : <ul className="card-list">{state.data.map(render)}</ul>)}
    </section>
  );
}

const SECTION_TITLES: Record<DashboardSection, { signedIn: string; signedOut: string }> = {
  projects: { signedIn: 'Your projects', signedOut: 'Projects' },
  groups: { signedIn: 'Your groups', signedOut: 'Groups' },
};

/**
 * `/`: your frequently visited projects and groups, your groups, projects and recent issues; signed
 * out, the public projects. With `section` (`/dashboard/projects`, `/dashboard/groups`, where the
 * shift+p/g shortcuts lead) only that list, as the page. (`/dashboard/issues` is mf-issue's list.)
 */
export function DashboardPage({ section }: { section?: DashboardSection }) {
  const session = useSession();
  const signedIn = Boolean(session.user);
  const sectionTitle = section && SECTION_TITLES[section][signedIn ? 'signedIn' : 'signedOut'];
  useDocumentTitle(sectionTitle ?? (signedIn ? 'Your work' : 'Explore'));
  const show = (name: DashboardSection) => !section || section === name;
  const groups = useGroups(signedIn, show('groups'));
  const projects = useProjects({ membership: signedIn }, show('projects'));
  const issues = useRecentIssues(signedIn && !section);

  return (
    <div className="page">
      <Heading as="h1">{sectionTitle ?? (signedIn ? `Welcome, ${session.user?.name}` : 'Explore projects')}</Heading>
      <div className={section ? undefined : 'dashboard-grid'}>
        {signedIn && !section && <FrequentItemsList type="project" />}
        {signedIn && !section && <FrequentItemsList type="group" />}
        {show('projects') && (
          <Section
            title={signedIn ? 'Your projects' : 'Projects'}
            hideTitle={Boolean(section)}
            state={projects}
            empty="No projects to show."
            render={(p) => (
              <li key={p.id}>
                <a href={`/${p.path_with_namespace}`}>{p.name_with_namespace}</a>
                <Label>{p.visibility}</Label>
              </li>
            )}
          />
        )}
        {show('groups') && (
          <Section
            title={signedIn ? 'Your groups' : 'Groups'}
            hideTitle={Boolean(section)}
            state={groups}
            empty="No groups to show."
            render={(g) => (
              <li key={g.id}>
                <a href={`/groups/${g.full_path}`}>{g.full_name}</a>
              </li>
            )}
          />
        )}
        {signedIn && !section && (
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
