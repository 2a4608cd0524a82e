import { Heading, Label, ProgressBar, StateLabel, Text } from 'shared-kernel/primer';
import { formatDate, parseIsoDate } from 'shared-kernel/dates';
import { ListSection } from '../../../components/ListSection';
import { issuePath } from '../../../routing/paths';
import { percentComplete, useTimeboxCounts, useTimeboxIssues, type Timebox } from '../api/getTimebox';

function day(text: string | null): string | null {
  const date = text ? parseIsoDate(text) : null;
  return date ? formatDate(date, 'mmm d, yyyy') : null;
}

function Issues({ timebox, state }: { timebox: Timebox; state: 'opened' | 'closed' }) {
  const issues = useTimeboxIssues(timebox, state);
  const title = state === 'opened' ? 'Open issues' : 'Closed issues';
  return (
    <ListSection
      id={`timebox-${state}`}
      title={title}
      state={issues}
      empty={state === 'opened' ? 'No open issues.' : 'No closed issues.'}
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
  );
}

/**
 * A milestone's or iteration's page body: state, dates, progress (open and closed issues the reader may
 * see, percent complete) and its issues by state.
 */
export function TimeboxView({ kind, timebox }: { kind: 'Milestone' | 'Iteration'; timebox: Timebox }) {
  const counts = useTimeboxCounts(timebox);
  const start = day(timebox.start_date);
  const due = day(timebox.due_date);
  const percent = counts.status === 'success' ? percentComplete(counts.data) : null;
  return (
    <div className="page">
      <header>
        <Text as="p" className="meta">
          {kind} <Label variant={timebox.state === 'closed' ? 'done' : 'success'}>{timebox.state === 'active' ? 'Open' : timebox.state.charAt(0).toUpperCase() + timebox.state.slice(1)}</Label>{' '}
          {timebox.expired && timebox.state === 'active' && <Label variant="danger">Expired</Label>}
        </Text>
        <Heading as="h1">{timebox.title}</Heading>
        <Text as="p" className="meta">
          {start && due ? `${start} – ${due}` : due ? `Due ${due}` : start ? `Started ${start}` : 'No dates'}
        </Text>
        {timebox.description && <Text as="p">{timebox.description}</Text>}
      </header>
      <section aria-labelledby="timebox-progress">
        <Heading as="h2" variant="small" id="timebox-progress">
          Progress
        </Heading>
        {counts.status === 'success' && percent !== null && (
          <>
            <ProgressBar progress={percent} aria-label={`${percent}% complete`} />
            <dl className="progress-summary">
              <div>
                <dt>Complete</dt>
                <dd>{percent}%</dd>
              </div>
              <div>
                <dt>Open</dt>
                <dd>{counts.data.opened}</dd>
              </div>
              <div>
                <dt>Closed</dt>
                <dd>{counts.data.closed}</dd>
              </div>
              <div>
                <dt>Total issues</dt>
                <dd>{counts.data.all}</dd>
              </div>
            </dl>
          </>
        )}
      </section>
      <Issues timebox={timebox} state="opened" />
      <Issues timebox={timebox} state="closed" />
    </div>
  );
}
