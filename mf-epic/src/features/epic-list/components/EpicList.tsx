import { useCallback, useEffect, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { Button, CounterLabel, Flash, FormControl, Heading, Label, Pagination, Select, Spinner, StateLabel, TextInput } from 'shared-kernel/primer';
import { isApiError } from 'shared-kernel/api';
import { useEpicCounts, useEpicListPage, type ListedEpic } from '../api/getEpicList';
import { EPIC_LIST_TEXTS as T } from '../texts';
import { EPIC_SORTS, epicViewFromQuery, queryOfEpicView, type EpicListView, type EpicSort, type EpicStateTab } from '../view';

const S = {
  list: { display: 'flex', flexDirection: 'column', gap: 12 },
  top: { display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center', borderBottom: '1px solid var(--borderColor-default)' },
  tabs: { display: 'flex', gap: 4 },
  tab: { background: 'none', border: 0, padding: '8px 12px', cursor: 'pointer', font: 'inherit', color: 'var(--fgColor-default)' },
  search: { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' },
  rows: { listStyle: 'none', margin: 0, padding: 0, border: '1px solid var(--borderColor-default)', borderRadius: 6 },
  row: { display: 'flex', gap: 8, alignItems: 'flex-start', padding: '12px 16px', borderTop: '1px solid var(--borderColor-muted)' },
  main: { display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center', minWidth: 0, flex: 1 },
  title: { fontWeight: 600, overflowWrap: 'anywhere' },
  meta: { flexBasis: '100%', color: 'var(--fgColor-muted)', fontSize: 12 },
  empty: { textAlign: 'center', padding: 40, color: 'var(--fgColor-muted)' },
} satisfies Record<string, CSSProperties>;

const TABS: EpicStateTab[] = ['opened', 'closed', 'all'];

/** The epic's page on this site (web_url is absolute). */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function EpicRow({ epic, onLabel }: { epic: ListedEpic; onLabel: (label: string) => void }) {
  return (
    <li style={S.row} aria-label={epic.title}>
      <StateLabel status={epic.state === 'opened' ? 'issueOpened' : 'issueClosed'} variant="small">
        {epic.state === 'opened' ? 'Open' : 'Closed'}
      </StateLabel>
      <div style={S.main}>
        <a href={pathOf(epic.web_url)} style={S.title}>
          {epic.title}
        </a>
        {epic.confidential ? <Label variant="danger">{T.confidential}</Label> : null}
        {epic.labels.map((label) => (
          <button key={label} type="button" onClick={() => onLabel(label)} aria-label={`Filter by label ${label}`} style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}>
            <Label variant="accent">{label}</Label>
          </button>
        ))}
        <div style={S.meta}>
          {epic.references.full} · created {new Date(epic.created_at).toLocaleDateString()} by{' '}
          <a href={`/${epic.author.username}`} style={{ textDecoration: 'underline' }}>
            {epic.author.name}
          </a>
          {epic.start_date || epic.due_date ? (
            <>
              {' '}
              · {epic.start_date ?? 'No start date'} – {epic.due_date ?? 'No due date'}
            </>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/**
 * A group's epics list (`/groups/:group/-/epics`): Open / Closed / All tabs with counts, search, author and
 * label filters, sort and pages over `GET /api/v4/groups/:id/epics` (the group's and its subgroups' epics
 * the viewer may read). The view lives in the address, so a reload or a shared link shows the same list.
 */
export function EpicList({ groupPath, onNotFound, actions }: { groupPath: string; onNotFound?: (() => void) | undefined; actions?: ReactNode }) {
  const [view, setView] = useState<EpicListView>(() => epicViewFromQuery(window.location.search));
  const [draft, setDraft] = useState({ search: view.search, author: view.author, labels: view.labels.join(', ') });
  const page = useEpicListPage(groupPath, view);
  const counts = useEpicCounts(groupPath, view);

  const missing = page.status === 'error' && isApiError(page.error) && page.error.status === 404;
  useEffect(() => {
    if (missing) onNotFound?.();
  }, [missing, onNotFound]);

  // The address follows the view (replacing the entry: tabs and filters are not pages of history).
  useEffect(() => {
    const next = `${window.location.pathname}${queryOfEpicView(view)}${window.location.hash}`;
    if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', next);
  }, [view]);

  const change = useCallback((update: Partial<EpicListView>) => setView((current) => ({ ...current, page: 1, ...update })), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({
      search: draft.search.trim(),
      author: draft.author.trim().replace(/^@/, ''),
      labels: draft.labels
        .split(',')
        .map((label) => label.trim().replace(/^~/, ''))
        .filter(Boolean),
    });
  };

  const filterByLabel = (label: string) => {
    if (view.labels.includes(label)) return;
    const labels = [...view.labels, label];
    setDraft((current) => ({ ...current, labels: labels.join(', ') }));
    change({ labels });
  };

  const filtered = Boolean(view.search || view.author || view.labels.length);
  const empty = filtered ? T.emptyFiltered : view.state === 'opened' ? T.emptyOpen : view.state === 'closed' ? T.emptyClosed : T.emptyAll;

  return (
    <div style={S.list}>
      <Heading as="h1" variant="medium">
        {T.heading}
      </Heading>
      <div style={S.top}>
        <div role="tablist" aria-label="Epic states" style={S.tabs}>
          {TABS.map((tab) => (
            <button key={tab} type="button" role="tab" aria-selected={view.state === tab} style={S.tab} onClick={() => change({ state: tab })}>
              {T.tabs[tab]}
              {counts.status === 'success' ? <CounterLabel style={{ marginLeft: 6 }}>{counts.data[tab]}</CounterLabel> : null}
            </button>
          ))}
        </div>
        <div style={{ paddingBottom: 4 }}>{actions}</div>
      </div>
      <form role="search" aria-label="Filter epics" onSubmit={submit} style={S.search}>
        <FormControl style={{ flex: 1, minWidth: 200 }}>
          <FormControl.Label visuallyHidden>{T.search}</FormControl.Label>
          <TextInput block placeholder={T.search} value={draft.search} onChange={(event) => setDraft((current) => ({ ...current, search: event.target.value }))} />
        </FormControl>
        <FormControl>
          <FormControl.Label>{T.author}</FormControl.Label>
          <TextInput placeholder="@username" value={draft.author} onChange={(event) => setDraft((current) => ({ ...current, author: event.target.value }))} />
        </FormControl>
        <FormControl>
          <FormControl.Label>{T.labels}</FormControl.Label>
          <TextInput placeholder="~label, ~label" value={draft.labels} onChange={(event) => setDraft((current) => ({ ...current, labels: event.target.value }))} />
        </FormControl>
        <Button type="submit">{T.searchButton}</Button>
        <FormControl>
          <FormControl.Label>{T.sortBy}</FormControl.Label>
          <Select value={view.sort} onChange={(event) => change({ sort: event.target.value as EpicSort })}>
            {EPIC_SORTS.map((sort) => (
              <Select.Option key={sort} value={sort}>
                {T.sorts[sort]}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
      </form>
      {page.status === 'pending' ? <Spinner aria-label={T.loading} /> : null}
      {page.status === 'error' && !missing ? (
        <Flash variant="danger" role="alert">
          {T.loadError}
        </Flash>
      ) : null}
      {page.status === 'success' ? (
        page.data.epics.length === 0 ? (
          <p style={S.empty}>{empty}</p>
        ) : (
          <ul style={S.rows} aria-label="Epics">
            {page.data.epics.map((epic) => (
              <EpicRow key={epic.id} epic={epic} onLabel={filterByLabel} />
            ))}
          </ul>
        )
      ) : null}
      {page.status === 'success' && page.data.totalPages > 1 ? (
        <Pagination
          pageCount={page.data.totalPages}
          currentPage={view.page}
          onPageChange={(event, number) => {
            event.preventDefault();
            setView((current) => ({ ...current, page: number }));
          }}
          hrefBuilder={(number) => `${window.location.pathname}${queryOfEpicView({ ...view, page: number })}`}
        />
      ) : null}
    </div>
  );
}
