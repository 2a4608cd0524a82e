import { Button, SelectPanel, type SelectPanelItemInput } from 'shared-kernel/primer';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { QueryKey } from 'shared-kernel/query';
import { useQuery } from 'shared-kernel/react';
import { useIssueContext } from '../../../lib/IssueContext';
import { useSettledValue } from '../../../lib/useSettledValue';
import { PICKER_PAGE_SIZE } from '../api/pickerPage';
import { SidebarSection } from 'issuable-ui/react';

/** One choice of a {@link SidebarAttributePicker}. */
export interface PickerOption {
  id: string;
  text: string;
  description?: string;
}

/** The id of the picker's "No …" entry. */
export const NONE_ID = 'none';

const NO_OPTIONS: PickerOption[] = [];

export interface SidebarAttributePickerProps {
  /** Section heading: "Iteration", "Epic". */
  title: string;
  /** The Edit button's accessible name: "Edit iteration". */
  editLabel: string;
  /** The panel's title: "Assign iteration". */
  panelTitle: string;
  /** The first entry, which removes the value: "No iteration". */
  noneText: string;
  canEdit: boolean;
  /** The current value's option id, or null. */
  currentId: string | null;
  /**
   * Lists the choices: with an empty search when the panel first opens (at most
   * {@link PICKER_PAGE_SIZE}); when that page was full, again with the words typed in the filter.
   */
  load: (search: string) => Promise<PickerOption[]>;
  /** Where `load`'s answers live in the page's query cache (the search is appended). */
  queryKey: QueryKey;
  /** Shown when `load` fails. */
  loadError: string;
  /** Saves a choice (`null`: the "No …" entry or the current value clicked again). */
  onChoose: (id: string | null) => Promise<unknown>;
  busy?: boolean;
  /** The current value as shown in the sidebar. */
  children: ReactNode;
}

/**
 * A sidebar value with a single-choice picker (GitLab's sidebar dropdown widget): Edit opens a
 * filterable panel listing "No …" and the choices the server offers.
 */
export function SidebarAttributePicker(props: SidebarAttributePickerProps) {
  const { title, editLabel, panelTitle, noneText, canEdit, currentId, load, queryKey, loadError, onChoose, busy = false, children } = props;
  const { notify } = useIssueContext();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  // Read through the page's query cache once the panel first opens; a failure is notified and tried again on the next opening.
  const [wanted, setWanted] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;
  const read = (search: string) =>
    loadRef.current(search).catch((error: unknown) => {
      notify({ variant: 'danger', message: loadError });
      throw error;
    });
  const first = useQuery({ queryKey: [...queryKey, ''], queryFn: () => read(''), enabled: wanted });
  const failed = first.isError;
  const options = failed ? (first.isFetching ? null : NO_OPTIONS) : (first.data ?? null);
  const term = filter.trim();
  // A full first page may leave choices out: the filter's words are then searched on the server, after a pause in typing.
  const truncated = options !== null && !failed && options.length >= PICKER_PAGE_SIZE;
  const settledTerm = useSettledValue(term, 250);
  const searched = useQuery({ queryKey: [...queryKey, settledTerm], queryFn: () => read(settledTerm), enabled: open && truncated && settledTerm !== '' });

  function show() {
    setOpen(true);
    setFilter('');
    setWanted(true);
    if (failed) void first.refetch();
  }

  function choose(item: SelectPanelItemInput | undefined) {
    setOpen(false);
    const id = item && typeof item.id === 'string' && item.id !== NONE_ID && item.id !== currentId ? item.id : null;
    if (id === currentId) return;
    void onChoose(id);
  }

  // Stable between renders (as issuable-ui's SidebarAssignees): live updates re-render the page while a panel is open.
  const items: SelectPanelItemInput[] = useMemo(() => {
    const needle = term.toLowerCase();
    // The server's answer for these words, or (meanwhile, or when the first page held everything) the first page filtered here.
    const pool = truncated && settledTerm === term && term !== '' && searched.data ? searched.data : (options ?? []);
    return [{ id: NONE_ID, text: noneText }, ...pool.filter((option) => `${option.text} ${option.description ?? ''}`.toLowerCase().includes(needle))];
  }, [term, settledTerm, truncated, noneText, options, searched.data]);
  const selectedItem = useMemo(() => items.find((item) => item.id === (currentId ?? NONE_ID)), [items, currentId]);

  return (
    <SidebarSection
      title={title}
      action={
        canEdit ? (
          <Button ref={anchor} size="small" variant="invisible" aria-label={editLabel} onClick={show} disabled={busy}>
            Edit
          </Button>
        ) : null
      }
    >
      {/* The panel mounts when first opened: a closed SelectPanel (its overlay, media queries, focus hooks) cost each page's first render. */}
      {canEdit && wanted ? (
        <SelectPanel
          title={panelTitle}
          anchorRef={anchor}
          renderAnchor={null}
          open={open}
          onOpenChange={setOpen}
          items={items}
          selected={selectedItem}
          onSelectedChange={choose}
          filterValue={filter}
          onFilterChange={setFilter}
          loading={open && options === null}
          message={failed && !first.isFetching ? { title: panelTitle, body: loadError, variant: 'error' } : undefined}
        />
      ) : null}
      {children}
    </SidebarSection>
  );
}
