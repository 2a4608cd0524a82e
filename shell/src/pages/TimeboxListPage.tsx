import { Flash, Heading, Label, Spinner, Text } from 'shared-kernel/primer';
import { formatDate, parseIsoDate } from 'shared-kernel/dates';
import { useGroup, useProject } from '../features/projects/api/getProject';
import { timeboxStateLabel, useTimeboxList, type TimeboxListRef } from '../features/timeboxes/api/getTimeboxList';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { MissingPage } from './MissingPage';

function day(text: string | null): string | null {
  const date = text ? parseIsoDate(text) : null;
  return date ? formatDate(date, 'mmm d, yyyy') : null;
}

/**
 * `/<project>/-/milestones`, `/groups/<group>/-/milestones` (with the milestones of the groups above)
 * and `/groups/<group>/-/iterations`: each with its state and dates, linking to its page.
 */
export function TimeboxListPage({ kind, fullPath }: { kind: TimeboxListRef['kind']; fullPath: string }) {
  const project = useProject(kind === 'project.milestones' ? fullPath : '');
  const group = useGroup(kind === 'project.milestones' ? '' : fullPath);
  const owner = kind === 'project.milestones' ? project : group;
  const list = useTimeboxList(owner.data ? { kind, ownerId: owner.data.id } : null);
  const title = kind === 'group.iterations' ? 'Iterations' : 'Milestones';
  useDocumentTitle(`${title} · ${fullPath}`);
  if (owner.status === 'error') return <Flash variant="danger">{owner.error.message}</Flash>;
  if (owner.status === 'success' && owner.data === null) return <MissingPage />;
  if (list.status === 'error') return <Flash variant="danger">{list.error.message}</Flash>;
  if (list.status !== 'success') return <Spinner aria-label="Loading" />;
  return (
    <div className="page">
      <Heading as="h1">{title}</Heading>
      {list.data.length === 0 ? (
        <Text as="p" className="meta">
          No {title.toLowerCase()} to show.
        </Text>
      ) : (
        <ul className="card-list" aria-label={title}>
          {list.data.map((timebox) => {
            const start = day(timebox.start_date);
            const due = day(timebox.due_date);
            return (
              <li key={timebox.id}>
                <a href={new URL(timebox.web_url, window.location.origin).pathname}>{timebox.title ?? `${timebox.start_date} – ${timebox.due_date}`}</a>
                <Label>{timeboxStateLabel(timebox.state)}</Label>
                <span className="meta">{start && due ? `${start} – ${due}` : due ? `Due ${due}` : start ? `Started ${start}` : 'No dates'}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
