import { Flash, Heading, Spinner, Text } from 'shared-kernel/primer';
import { useGroup } from '../features/projects/api/getProject';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { MissingPage } from './MissingPage';

/** The paid features this platform has, each with the tier that brings it and what it is for. */
const FEATURES: readonly { title: string; tier: 'Premium' | 'Ultimate'; text: string }[] = [
  { title: 'Epics and roadmaps', tier: 'Premium', text: 'Group issues from several projects under epics, nest epics in a tree, and see their dates on a roadmap.' },
  { title: 'Iterations', tier: 'Premium', text: 'Plan work in time-boxed iterations and follow how much of each one is done.' },
  { title: 'Issue weights', tier: 'Premium', text: 'Estimate the effort of an issue and see the weight of milestones and epics add up.' },
  { title: 'Multiple assignees', tier: 'Premium', text: 'Assign an issue to everyone who works on it.' },
  { title: 'Scoped labels', tier: 'Premium', text: 'Labels such as workflow::doing that replace each other, for boards and workflows.' },
  { title: 'Health status', tier: 'Ultimate', text: 'Mark issues and epics on track, needing attention or at risk, and roll it up.' },
  { title: 'Incident management', tier: 'Ultimate', text: 'Timelines, metric images and linked resources on incidents.' },
];

/**
 * `/groups/<group>/-/discover`: what the paid plans add (the trial widget's "Learn about features"),
 * and the way to the group's billing.
 */
export function DiscoverPage({ fullPath }: { fullPath: string }) {
  const group = useGroup(fullPath);
  useDocumentTitle(`Discover paid features · ${group.data?.full_name ?? fullPath}`);
  if (group.status === 'pending') return <Spinner aria-label="Loading" />;
  if (group.status === 'error') return <Flash variant="danger">{group.error.message}</Flash>;
  if (!group.data) return <MissingPage />;
  return (
    <div className="page">
      <Heading as="h1">Discover Premium and Ultimate features</Heading>
      <Text as="p">
        Paid plans of <a href={`/groups/${group.data.full_path}`}>{group.data.full_name}</a> add planning and tracking features. During a trial every Ultimate feature is
        on; after it, features of a plan the group does not have stop working.
      </Text>
      <ul className="card-list" aria-label="Paid features">
        {FEATURES.map((feature) => (
          <li key={feature.title}>
            <div>
              <Heading as="h2" variant="small">
                {feature.title} <span className="meta">({feature.tier})</span>
              </Heading>
              <Text as="p">{feature.text}</Text>
            </div>
          </li>
        ))}
      </ul>
      {group.data.parent_id === null && (
        <Text as="p">
          <a href={`/groups/${group.data.full_path}/-/billings`}>See this group&apos;s plan and trial</a>
        </Text>
      )}
    </div>
  );
}
