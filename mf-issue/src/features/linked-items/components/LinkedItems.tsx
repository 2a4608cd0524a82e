import { Button, CounterLabel, Flash, Heading } from 'shared-kernel/primer';
import { useState } from 'react';
import { useIssueContext } from '../../../lib/IssueContext';
import { IssuableStateIcon, RemoveItemButton, toPagePath } from 'issuable-ui/react';
import { addLinkedItems } from '../api/addLinkedItems';
import { useLinkedItems } from '../api/getLinkedItems';
import { removeLinkedItem } from '../api/removeLinkedItem';
import { LINK_REMOVE_ERROR, LINK_TYPE_LABELS, LINK_TYPES, LINKS_ADD_ERROR, LINKS_FETCH_ERROR, type LinkedItem } from '../linkTypes';
import { AddLinkedItemsForm } from './AddLinkedItemsForm';
import { LINKED_ITEMS_BOX, LINKED_ITEMS_HEADER_HEIGHT } from './LinkedItemsPlaceholder';

/** Linked items grouped by type (relates to, blocks, is blocked by), with the add form for those who may update. */
export function LinkedItems() {
  const { api, ref, issue, notify, refetch } = useIssueContext();
  const { state, reload, replace } = useLinkedItems(ref);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canEdit = issue.current_user.can_update_issue;
  const type = api.texts(issue).noun;
  const items = state.status === 'ready' ? state.items : [];

  async function add(references: string[], linkType: LinkedItem['link_type']) {
    setError(null);
    try {
      const items = await addLinkedItems(ref, references, linkType);
      setAdding(false);
      if (items) replace(items);
      else reload();
      void refetch().catch(() => {});
    } catch {
      setError(LINKS_ADD_ERROR);
    }
  }

  async function remove(item: LinkedItem) {
    if (!item.relation_path) return;
    try {
      const items = await removeLinkedItem(item.relation_path);
      if (items) replace(items);
      else reload();
      void refetch().catch(() => {});
    } catch {
      notify({ variant: 'danger', message: LINK_REMOVE_ERROR });
    }
  }

  return (
    <section aria-label="Linked items" style={LINKED_ITEMS_BOX}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: LINKED_ITEMS_HEADER_HEIGHT }}>
        <Heading as="h2" style={{ fontSize: 'var(--text-title-size-small, 16px)', margin: 0 }}>
          Linked items
        </Heading>
        <CounterLabel>{items.length}</CounterLabel>
        {canEdit && !adding ? (
          <Button size="small" style={{ marginLeft: 'auto' }} onClick={() => setAdding(true)}>
            Add
          </Button>
        ) : null}
      </div>
      {adding ? (
        <div style={{ marginTop: 8 }}>
          <AddLinkedItemsForm type={type} error={error} onSubmit={add} onCancel={() => setAdding(false)} />
        </div>
      ) : null}
      {state.status === 'error' ? (
        <Flash variant="danger" style={{ marginTop: 8 }}>
          {LINKS_FETCH_ERROR}
        </Flash>
      ) : null}
      {LINK_TYPES.map((linkType) => {
        const group = items.filter((item) => item.link_type === linkType);
        if (group.length === 0) return null;
        return (
          <div key={linkType} style={{ marginTop: 8 }}>
            <Heading as="h3" style={{ fontSize: 'var(--text-body-size-medium, 14px)', margin: '4px 0', textTransform: 'capitalize' }}>
              {LINK_TYPE_LABELS[linkType]}
            </Heading>
            <ul aria-label={LINK_TYPE_LABELS[linkType]} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {group.map((item) => (
                <li key={`${item.link_type}-${item.id}`} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
                  <IssuableStateIcon state={item.state} />
                  <a href={toPagePath(item.path)}>{item.title}</a>
                  <span style={{ color: 'var(--fgColor-muted)' }}>{item.reference}</span>
                  {canEdit && item.relation_path ? (
                    <RemoveItemButton label={`Remove ${item.reference}`} onClick={() => void remove(item)} />
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
