import { useCallback, useEffect, useMemo, useState, type CSSProperties, type FormEvent } from 'react';
import { Button, Checkbox, CounterLabel, Flash, FormControl, Heading, Label, Pagination, Select, Spinner, StateLabel, Text, TextInput } from 'shared-kernel/primer';
import { isApiError } from 'shared-kernel/api';
import { invalidateQueries } from 'shared-kernel/query';
import { useSession } from 'shared-kernel/react';
import { bulkUpdate, findUserId, useIssueCounts, useIssuePage, useProjectAccess, useProjectMilestones, type BulkChange, type IssueListSource, type ListedIssue, type ListedMilestone } from '../api/issueList';
import { FILTER_TOKENS, filterText, parseFilterText, queryFromView, viewFromQuery, type IssueListView, type IssueStateTab, type SortField } from '../filters';
import { ISSUE_LIST_TEXTS as T } from '../texts';

/** Inline styles: remotes ship no stylesheet of their own. */
const S = {
  list: { display: 'flex', flexDirection: 'column', gap: 12 },
  listTop: { display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center', borderBottom: '1px solid var(--borderColor-default)' },
  listTabs: { display: 'flex', gap: 4 },
  listTab: { background: 'none', border: 0, padding: '8px 12px', cursor: 'pointer', font: 'inherit', color: 'var(--fgColor-default)' },
  listActions: { display: 'flex', gap: 8, paddingBottom: 4 },
  listSearch: { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' },
  listHelp: { margin: 0, color: 'var(--fgColor-muted)', fontSize: 12 },
  listRows: { listStyle: 'none', margin: 0, padding: 0, border: '1px solid var(--borderColor-default)', borderRadius: 6 },
  listRow: { display: 'flex', gap: 8, alignItems: 'flex-start', padding: '12px 16px', borderTop: '1px solid var(--borderColor-muted)' },
  listMain: { display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center', minWidth: 0, flex: 1 },
  listTitle: { fontWeight: 600, overflowWrap: 'anywhere' },
  listMeta: { flexBasis: '100%', color: 'var(--fgColor-muted)', fontSize: 12 },
  listEmpty: { textAlign: 'center', padding: 40, color: 'var(--fgColor-muted)' },
  listBulk: { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', padding: 12, border: '1px solid var(--borderColor-default)', borderRadius: 6 },
  listBulkActions: { display: 'flex', gap: 8 },
} satisfies Record<string, CSSProperties>;

const REPORTER = 20;
const TABS: IssueStateTab[] = ['opened', 'closed', 'all'];

/** The issue's page, on this site (web_url is absolute). */
function issueHref(issue: ListedIssue): string {
  try {
    return new URL(issue.web_url).pathname;
  } catch {
    return issue.web_url;
  }
}

function IssueRow({ issue, showProject, selectable, selected, onSelect }: { issue: ListedIssue; showProject: boolean; selectable: boolean; selected: boolean; onSelect: (on: boolean) => void }) {
  return (
    <li style={S.listRow}>
      {selectable && <Checkbox checked={selected} onChange={(event) => onSelect(event.target.checked)} aria-label={`Select ${issue.references.full}: ${issue.title}`} />}
      <StateLabel status={issue.state === 'opened' ? 'issueOpened' : 'issueClosed'} variant="small">
        {issue.state === 'opened' ? 'Open' : 'Closed'}
      </StateLabel>
      <div style={S.listMain}>
        <a href={issueHref(issue)} style={S.listTitle}>
          {issue.title}
        </a>
        {issue.confidential && <Label variant="danger">{T.confidential}</Label>}
        {issue.issue_type === 'incident' && <Label>Incident</Label>}
        {issue.labels.map((label) => (
          <Label key={label} variant="accent">
            {label}
          </Label>
        ))}
        <div style={S.listMeta}>
          {showProject ? issue.references.full : issue.references.short} · created {new Date(issue.created_at).toLocaleDateString()} by {issue.author.name}
          {issue.milestone && <> · {issue.milestone.title}</>}
          {issue.due_date && <> · due {issue.due_date}</>}
          {issue.assignees.length > 0 && <> · assigned to {issue.assignees.map((a) => a.name).join(', ')}</>}
          {issue.user_notes_count > 0 && <> · {T.comments(issue.user_notes_count)}</>}
        </div>
      </div>
    </li>
  );
}

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim().replace(/^~/, ''))
    .filter(Boolean);

/** What the bulk edit sidebar asks for: the change, and the username of a new assignee (resolved on apply). */
export interface BulkDraft {
  change: BulkChange;
  assigneeUsername?: string;
}

/** GitLab's bulk edit sidebar: status, assignee, milestone, labels to add and to remove. */
function BulkEditPanel({ count, milestones, onApply, onCancel, busy }: { count: number; milestones: ListedMilestone[]; onApply: (draft: BulkDraft) => void; onCancel: () => void; busy: boolean }) {
  const [state, setState] = useState<'' | 'close' | 'reopen'>('');
  const [assignee, setAssignee] = useState<'' | 'none' | 'user'>('');
  const [username, setUsername] = useState('');
  const [milestone, setMilestone] = useState('');
  const [labels, setLabels] = useState('');
  const [removed, setRemoved] = useState('');
  const addLabels = commaList(labels);
  const removeLabels = commaList(removed);
  const assigneeUsername = assignee === 'user' ? username.trim().replace(/^@/, '') : '';
  const change: BulkChange = {
    ...(state ? { stateEvent: state } : {}),
    ...(addLabels.length ? { addLabels } : {}),
    ...(removeLabels.length ? { removeLabels } : {}),
    ...(assignee === 'none' ? { assigneeIds: [] } : {}),
    ...(milestone === 'none' ? { milestoneId: null } : milestone ? { milestoneId: Number(milestone) } : {}),
  };
  const empty = Object.keys(change).length === 0 && !assigneeUsername;
  return (
    <section style={S.listBulk} aria-label="Bulk edit">
      <Text as="p">{count} selected</Text>
      <FormControl>
        <FormControl.Label>{T.status}</FormControl.Label>
        <Select value={state} onChange={(event) => setState(event.target.value as typeof state)}>
          <Select.Option value="">{T.noChange}</Select.Option>
          <Select.Option value="reopen">Open</Select.Option>
          <Select.Option value="close">Closed</Select.Option>
        </Select>
      </FormControl>
      <FormControl>
        <FormControl.Label>{T.assignee}</FormControl.Label>
        <Select value={assignee} onChange={(event) => setAssignee(event.target.value as typeof assignee)}>
          <Select.Option value="">{T.selectAssignee}</Select.Option>
          <Select.Option value="none">{T.unassigned}</Select.Option>
          <Select.Option value="user">{T.assignTo}</Select.Option>
        </Select>
      </FormControl>
      {assignee === 'user' && (
        <FormControl>
          <FormControl.Label>{T.assigneeUsername}</FormControl.Label>
          <TextInput value={username} onChange={(event) => setUsername(event.target.value)} />
        </FormControl>
      )}
      <FormControl>
        <FormControl.Label>{T.milestone}</FormControl.Label>
        <Select value={milestone} onChange={(event) => setMilestone(event.target.value)}>
          <Select.Option value="">{T.selectMilestone}</Select.Option>
          <Select.Option value="none">{T.noMilestone}</Select.Option>
          {milestones.map((m) => (
            <Select.Option key={m.id} value={String(m.id)}>
              {m.title}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      <FormControl>
        <FormControl.Label>{T.addLabels}</FormControl.Label>
        <TextInput value={labels} onChange={(event) => setLabels(event.target.value)} />
      </FormControl>
      <FormControl>
        <FormControl.Label>{T.removeLabels}</FormControl.Label>
        <TextInput value={removed} onChange={(event) => setRemoved(event.target.value)} />
      </FormControl>
      <div style={S.listBulkActions}>
        <Button variant="primary" disabled={busy || count === 0 || empty || (assignee === 'user' && !assigneeUsername)} onClick={() => onApply({ change, ...(assigneeUsername ? { assigneeUsername } : {}) })}>
          {T.updateAll}
        </Button>
        <Button onClick={onCancel}>{T.cancel}</Button>
      </div>
    </section>
  );
}

/**
 * An issue list: a project's (`/:project/-/issues`) or the viewer's across projects (the dashboard's
 * assigned-to-me and created-by-me lists). Open / Closed / All tabs with counts, the filtered search
 * bar, sort, pages, and bulk edit for reporters and above of the project. The view lives in the
 * address (GitLab's parameters), so a reload or a shared link shows the same list.
 */
export function IssueList({ source, onNotFound }: { source: IssueListSource; onNotFound?: (() => void) | undefined }) {
  const session = useSession();
  const [view, setView] = useState<IssueListView>(() => viewFromQuery(window.location.search));
  const [text, setText] = useState(() => filterText(view.filters));
  // The viewer's own lists need an account: nothing is asked before the session says who is signed in.
  const needsUser = source.kind === 'dashboard';
  const allowed = !needsUser || (session.status === 'ready' && Boolean(session.user));
  const page = useIssuePage(source, view, allowed);
  const counts = useIssueCounts(source, view, allowed);
  const access = useProjectAccess(source.kind === 'project' ? source.fullPath : undefined, Boolean(session.user));
  const canBulkEdit = source.kind === 'project' && (access.data ?? 0) >= REPORTER;
  const [bulk, setBulk] = useState(false);
  const milestones = useProjectMilestones(source.kind === 'project' ? source.fullPath : undefined, bulk);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [bulkError, setBulkError] = useState<string | null>(null);

  // Signed out, the viewer's own lists are the host's sign-in prompt.
  const missing = (page.status === 'error' && isApiError(page.error) && page.error.status === 404) || (needsUser && session.status === 'ready' && !session.user);
  useEffect(() => {
    if (missing) onNotFound?.();
  }, [missing, onNotFound]);

  const scope = source.kind === 'dashboard' ? source.scope : undefined;
  // The address follows the view (replacing the entry: the tabs and filters are not pages of history).
  useEffect(() => {
    const next = `${window.location.pathname}${queryFromView(view, scope ? { scope } : {})}${window.location.hash}`;
    if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', next);
  }, [view, scope]);

  const change = useCallback((update: Partial<IssueListView>) => {
    setSelected(new Set());
    setView((current) => ({ ...current, page: 1, ...update }));
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ filters: parseFilterText(text) });
  };

  const issues = useMemo(() => (page.status === 'success' ? page.data.issues : []), [page]);
  const filtered = filterText(view.filters) !== '';
  const empty = filtered ? T.emptyFiltered : view.state === 'opened' ? T.emptyOpen : view.state === 'closed' ? T.emptyClosed : T.emptyAll;

  const apply = async ({ change: bulkChange, assigneeUsername }: BulkDraft) => {
    setBusy(true);
    setBulkError(null);
    if (assigneeUsername) {
      const id = await findUserId(assigneeUsername).catch(() => null);
      if (id === null) {
        setBusy(false);
        setBulkError(T.noSuchUser(assigneeUsername));
        return;
      }
      bulkChange = { ...bulkChange, assigneeIds: [id] };
    }
    const failed = await bulkUpdate(
      issues.filter((issue) => selected.has(issue.id)),
      bulkChange,
    );
    setBusy(false);
    if (failed) setBulkError(T.bulkError(failed));
    setSelected(new Set());
    setBulk(false);
    await invalidateQueries(['mf_issue', 'issue-list']);
  };

  // Before the session is known (or signed out, until the host shows its sign-in prompt) the viewer's lists show nothing of anyone's issues.
  if (!allowed)
    return session.status === 'error' ? (
      <Flash variant="danger" role="alert">
        {T.loadError}
      </Flash>
    ) : (
      <Spinner aria-label="Loading issues" />
    );

  return (
    <div style={S.list}>
      <Heading as="h1" variant="medium">
        {source.kind === 'project' ? T.heading : T.dashboardHeadings[source.scope]}
      </Heading>
      {source.kind === 'dashboard' && (
        <nav aria-label="Your issues" style={S.listTabs}>
          {(['assigned_to_me', 'created_by_me'] as const).map((scope) => (
            <a key={scope} href={`/dashboard/issues?scope=${scope}`} aria-current={source.scope === scope ? 'page' : undefined}>
              {T.dashboardHeadings[scope]}
            </a>
          ))}
        </nav>
      )}
      <div style={S.listTop}>
        <div role="tablist" aria-label="Issue states" style={S.listTabs}>
          {TABS.map((tab) => (
            <button key={tab} type="button" role="tab" aria-selected={view.state === tab} style={S.listTab} onClick={() => change({ state: tab })}>
              {T.tabs[tab]}
              {counts.status === 'success' && <CounterLabel style={{ marginLeft: 6 }}>{counts.data[tab]}</CounterLabel>}
            </button>
          ))}
        </div>
        <div style={S.listActions}>
          {canBulkEdit && !bulk && <Button onClick={() => setBulk(true)}>{T.bulkEdit}</Button>}
          {source.kind === 'project' && session.user && (
            <Button as="a" href={`/${source.fullPath}/-/issues/new`} variant="primary">
              {T.newIssue}
            </Button>
          )}
        </div>
      </div>
      <form role="search" onSubmit={submit} style={S.listSearch}>
        <TextInput block aria-label={T.searchLabel} placeholder={T.searchLabel} value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit">{T.search}</Button>
        <FormControl>
          <FormControl.Label visuallyHidden>{T.sortBy}</FormControl.Label>
          <Select value={view.sort} onChange={(event) => change({ sort: event.target.value as SortField })}>
            {(Object.keys(T.sortFields) as SortField[]).map((field) => (
              <Select.Option key={field} value={field}>
                {T.sortFields[field]}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        <Button onClick={() => change({ direction: view.direction === 'asc' ? 'desc' : 'asc' })} aria-label={view.direction === 'asc' ? T.ascending : T.descending}>
          {view.direction === 'asc' ? '↑' : '↓'}
        </Button>
      </form>
      <Text as="p" style={S.listHelp}>
        {T.tokensHelp} {FILTER_TOKENS.join(', ')}; other words search titles and descriptions.
      </Text>
      {bulkError && (
        <Flash variant="danger" role="alert">
          {bulkError}
        </Flash>
      )}
      {bulk && (
        <>
          <Checkbox
            id="issue-list-select-all"
            checked={issues.length > 0 && selected.size === issues.length}
            onChange={(event) => setSelected(event.target.checked ? new Set(issues.map((issue) => issue.id)) : new Set())}
            aria-label={T.selectAll}
          />
          <BulkEditPanel count={selected.size} milestones={milestones.data ?? []} busy={busy} onApply={(c) => void apply(c)} onCancel={() => (setBulk(false), setSelected(new Set()))} />
        </>
      )}
      {page.status === 'pending' && <Spinner aria-label="Loading issues" />}
      {page.status === 'error' && (
        <Flash variant="danger" role="alert">
          {T.loadError}
        </Flash>
      )}
      {page.status === 'success' &&
        (issues.length === 0 ? (
          <p style={S.listEmpty}>{empty}</p>
        ) : (
          <ul style={S.listRows} aria-label="Issues">
            {issues.map((issue) => (
              <IssueRow
                key={issue.id}
                issue={issue}
                showProject={source.kind === 'dashboard'}
                selectable={bulk}
                selected={selected.has(issue.id)}
                onSelect={(on) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (on) next.add(issue.id);
                    else next.delete(issue.id);
                    return next;
                  })
                }
              />
            ))}
          </ul>
        ))}
      {page.status === 'success' && page.data.totalPages > 1 && (
        <Pagination
          pageCount={page.data.totalPages}
          currentPage={view.page}
          onPageChange={(event, number) => {
            event.preventDefault();
            setView((current) => ({ ...current, page: number }));
          }}
          hrefBuilder={(number) => `${window.location.pathname}${queryFromView({ ...view, page: number }, source.kind === 'dashboard' ? { scope: source.scope } : {})}`}
        />
      )}
    </div>
  );
}
