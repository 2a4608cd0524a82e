import { ActionList, ActionMenu, Button, CounterLabel, Flash, Heading, Label, Link } from 'shared-kernel/primer';
import { useState, type ReactNode } from 'react';
import { useFirstContentHold } from 'shared-kernel/react';
import type { ChildItemsPage } from '../api/getChildItems';
import { useChildItems } from '../hooks/useChildItems';
import { useLiveTree } from '../hooks/useLiveTree';
import { useTreeLevel } from '../hooks/useTreeLevel';
import { TreeDraggingContext, TreeReorderContext, useTreeReorder } from '../hooks/useTreeReorder';
import { ShowLabelsContext } from '../hooks/useShowLabels';
import { HEALTH_POPOVER, TREE_EMPTY, TREE_EMPTY_HELP_HREF, TREE_EPIC_DELETED, TREE_TITLE } from '../texts';
import { numericId } from '../api/createChildItem';
import { AddExistingForm } from './AddExistingForm';
import { CreateEpicForm } from './CreateEpicForm';
import { CreateIssueForm } from './CreateIssueForm';
import { ChildList } from './ChildList';

/** The top level has no epic above it. */
const ROOT: readonly string[] = [];

/** The tree's forms: add existing or create new, issue or epic (one at a time). */
type TreeForm = 'add-issue' | 'add-epic' | 'create-issue' | 'create-epic';

/** The count badge and its popover: open and closed epics and issues, the issues' weights. */
function CountBadge({ page }: { page: ChildItemsPage }) {
  const [open, setOpen] = useState(false);
  const c = page.descendantCounts;
  const w = page.descendantWeightSum;
  const epics = (c?.openedEpics ?? 0) + (c?.closedEpics ?? 0);
  const issues = (c?.openedIssues ?? 0) + (c?.closedIssues ?? 0);
  const weight = (w?.openedIssues ?? 0) + (w?.closedIssues ?? 0);
  return (
    <span style={{ position: 'relative' }}>
      <Button size="small" variant="invisible" aria-expanded={open} aria-label={`Counts: ${epics} epics, ${issues} issues, total weight ${weight}`} onClick={() => setOpen((value) => !value)}>
        <CounterLabel>{epics}</CounterLabel> epics, <CounterLabel>{issues}</CounterLabel> issues, total weight {weight}
      </Button>
      {open ? (
        <div role="dialog" aria-label="Counts" style={{ position: 'absolute', zIndex: 10, top: '100%', left: 0, background: 'var(--bgColor-default, #fff)', border: '1px solid var(--borderColor-default, #d0d7de)', borderRadius: 6, padding: 12, minWidth: 220 }}>
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 12px' }}>
            <dt>Epics</dt>
            <dd style={{ margin: 0 }}>
              {c?.openedEpics ?? 0} open, {c?.closedEpics ?? 0} closed
            </dd>
            <dt>Issues</dt>
            <dd style={{ margin: 0 }}>
              {c?.openedIssues ?? 0} open, {c?.closedIssues ?? 0} closed
            </dd>
            <dt>Total weight</dt>
            <dd style={{ margin: 0 }}>
              {w?.openedIssues ?? 0} open, {w?.closedIssues ?? 0} closed
            </dd>
          </dl>
        </div>
      ) : null}
    </span>
  );
}

/** The health status badges (issues on track, needing attention, at risk), counting only what the reader may see. */
function HealthBadges({ page }: { page: ChildItemsPage }) {
  const h = page.healthStatus;
  if (!h) return null;
  return (
    <span role="group" aria-label="Health status" title={HEALTH_POPOVER} style={{ display: 'inline-flex', gap: 4 }}>
      <Label variant="success">{h.issuesOnTrack ?? 0} On track</Label>
      <Label variant="attention">{h.issuesNeedingAttention ?? 0} Needs attention</Label>
      <Label variant="danger">{h.issuesAtRisk ?? 0} At risk</Label>
    </span>
  );
}

interface EpicTreeProps {
  groupPath: string;
  iid: number;
  canAdmin?: boolean;
  confidential?: boolean;
  /** With sub-epics, the roadmap tab's content (mounted when the tab is chosen, so it loads on demand). */
  roadmap?: ReactNode;
}

/** The top level's children as {@link useChildItems} reads them. */
export type TopLevelChildren = ReturnType<typeof useChildItems>;

/**
 * The epic's child-items tree (epic spec, "Child-items tree"): title, count badge with its popover, health
 * badges, collapse toggle, the rows (child epics expand and load their children on demand) with 'Show more'
 * per kind, or the empty state. Its first read starts when it mounts.
 */
export function EpicTree(props: EpicTreeProps) {
  const children = useChildItems({ fullPath: props.groupPath, iid: props.iid });
  return <EpicTreeContent {...props} topLevel={children} />;
}

/**
 * {@link EpicTree} over a top level read by its caller: the epic page starts that read when it mounts,
 * beside the epic's JSON, so that the header and the first rows render in one commit when the rows came
 * first (instead of the tree asking for its answer only once the header has rendered).
 */
export function EpicTreeContent({ groupPath, iid, canAdmin = false, confidential = false, roadmap, topLevel: children }: EpicTreeProps & { topLevel: TopLevelChildren }) {
  const [tab, setTab] = useState<'tree' | 'roadmap'>('tree');
  const [showLabels, setShowLabels] = useState(true);
  const { state, items, showMore, reload } = children;
  // The tree's first rows are part of the epic page's first content: secondary parts wait for them.
  useFirstContentHold(state.status === 'loading');
  const reorder = useTreeReorder();
  const level = useTreeLevel(children, ROOT, reorder.register);
  // Another user's changes of any level shown, read again (after this page's own drag or move); the
  // epic deleted by another user: its tree (rows, counts, forms) is no longer shown.
  const [deleted, setDeleted] = useState(false);
  useLiveTree(deleted ? null : (state.page?.epicGid ?? null), reorder.refreshLevels, () => setDeleted(true));
  const [collapsed, setCollapsed] = useState(false);
  // The tree's forms are mutually exclusive (epic spec §4): one at a time, or none.
  const [form, setForm] = useState<TreeForm | null>(null);
  const epicId = state.page ? numericId(state.page.epicGid) : null;
  const created = () => {
    setForm(null);
    reload();
  };
  const empty = state.status === 'ready' && state.epics.length === 0 && state.issues.length === 0;

  if (deleted) {
    return (
      <section aria-label={TREE_TITLE} style={{ border: '1px solid var(--borderColor-default, #d0d7de)', borderRadius: 6, padding: 12, margin: '16px 0' }}>
        <Heading as="h2" style={{ fontSize: 16, margin: 0 }}>
          {TREE_TITLE}
        </Heading>
        <Flash variant="warning" role="alert" style={{ marginTop: 8 }}>
          {TREE_EPIC_DELETED} <Link href={`/groups/${groupPath}/-/epics`}>Epics</Link>
        </Flash>
      </section>
    );
  }

  return (
    <section aria-label={TREE_TITLE} style={{ border: '1px solid var(--borderColor-default, #d0d7de)', borderRadius: 6, padding: 12, margin: '16px 0' }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <Heading as="h2" style={{ fontSize: 16, margin: 0 }}>
          {TREE_TITLE}
        </Heading>
        {state.page ? <CountBadge page={state.page} /> : null}
        {state.page ? <HealthBadges page={state.page} /> : null}
        <span style={{ flex: 1 }} />
        {canAdmin ? (
          <ActionMenu>
            <ActionMenu.Button size="small">Add</ActionMenu.Button>
            <ActionMenu.Overlay>
              <ActionList>
                <ActionList.Group>
                  <ActionList.GroupHeading>Issue</ActionList.GroupHeading>
                  <ActionList.Item onSelect={() => setForm('create-issue')}>Add a new issue</ActionList.Item>
                  <ActionList.Item onSelect={() => setForm('add-issue')}>Add an existing issue</ActionList.Item>
                </ActionList.Group>
                <ActionList.Group>
                  <ActionList.GroupHeading>Epic</ActionList.GroupHeading>
                  <ActionList.Item onSelect={() => setForm('create-epic')}>Add a new epic</ActionList.Item>
                  <ActionList.Item onSelect={() => setForm('add-epic')}>Add an existing epic</ActionList.Item>
                </ActionList.Group>
              </ActionList>
            </ActionMenu.Overlay>
          </ActionMenu>
        ) : null}
        <Button size="small" variant="invisible" aria-expanded={!collapsed} onClick={() => setCollapsed((value) => !value)}>
          {collapsed ? 'Expand' : 'Collapse'}
        </Button>
      </header>
      {reorder.error ? (
        <Flash variant="danger" role="alert" style={{ margin: '8px 0' }}>
          {reorder.error}
        </Flash>
      ) : null}
      <div role="status" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
        {reorder.announcement}
      </div>
      {form === 'add-issue' || form === 'add-epic' ? (
        <AddExistingForm key={form} parent={{ fullPath: groupPath, iid }} kind={form === 'add-epic' ? 'Epic' : 'Issue'} confidentialParent={confidential} onAdded={created} onCancel={() => setForm(null)} />
      ) : null}
      {form === 'create-issue' && epicId !== null ? <CreateIssueForm parent={{ groupPath, epicId, confidential }} onCreated={created} onCancel={() => setForm(null)} /> : null}
      {form === 'create-epic' && epicId !== null ? <CreateEpicForm parent={{ groupPath, epicId, confidential }} onCreated={created} onCancel={() => setForm(null)} /> : null}
      {!collapsed && tab === 'tree' && !empty ? (
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6, fontSize: 12, float: 'right', marginTop: 8 }}>
          <input type="checkbox" role="switch" checked={showLabels} onChange={(event) => setShowLabels(event.target.checked)} />
          Show labels
        </label>
      ) : null}
      {roadmap && !collapsed ? (
        <div role="tablist" aria-label="Child items view" style={{ display: 'flex', gap: 4, borderBottom: '1px solid var(--borderColor-muted, #d8dee4)', margin: '8px 0' }}>
          {(['tree', 'roadmap'] as const).map((view) => (
            <button
              key={view}
              type="button"
              role="tab"
              aria-selected={tab === view}
              onClick={() => setTab(view)}
              style={{ background: 'none', border: 0, borderBottom: tab === view ? '2px solid var(--borderColor-accent-emphasis, #0969da)' : '2px solid transparent', padding: '6px 10px', cursor: 'pointer', font: 'inherit', color: 'inherit' }}
            >
              {view === 'tree' ? 'Tree view' : 'Roadmap view'}
            </button>
          ))}
        </div>
      ) : null}
      {collapsed ? null : roadmap && tab === 'roadmap' ? (
        <div role="tabpanel" aria-label="Roadmap view">
          {roadmap}
        </div>
      ) : empty ? (
        <p>
          {TREE_EMPTY} <Link href={TREE_EMPTY_HELP_HREF}>Learn more.</Link>
        </p>
      ) : (
        <ShowLabelsContext.Provider value={showLabels}>
          <TreeReorderContext.Provider value={reorder.actions}>
            <TreeDraggingContext.Provider value={reorder.dragging}>
              <ChildList state={state} items={items} level={canAdmin ? level : null} onShowMore={showMore} label={TREE_TITLE} canAdmin={canAdmin} onChanged={reload} />
            </TreeDraggingContext.Provider>
          </TreeReorderContext.Provider>
        </ShowLabelsContext.Provider>
      )}
    </section>
  );
}
