import { Button } from 'shared-kernel/primer';
import { useState } from 'react';
import { formatDate, parseIsoDate } from 'shared-kernel/dates';
import { getQueryClient, noteableQueryKey } from 'shared-kernel/query';
import { useAfterFirstContent, useQuery } from 'shared-kernel/react';
import { SidebarSection } from 'issuable-ui/react';
import { getEpicDates, updateEpicDate, type EpicDateChange, type EpicDates as Dates, type EpicDateType } from '../api/epicDates';
import { epicQuery } from '../api/getEpic';
import { EPIC_DATE_FIXED, EPIC_DATE_INHERITED, EPIC_DATE_NONE, EPIC_DATE_ORDER_ERROR, EPIC_DATE_TITLES, epicDateFetchError, epicDateNoMilestoneHelp, epicDateSetError } from '../texts';
import type { EpicPageData, EpicRef } from '../types';

export interface EpicDatesProps {
  epic: EpicRef;
  /** The epic's numeric id (the page's cache key). */
  epicId: number;
  canUpdate: boolean;
  onError: (message: string) => void;
}

/** The milestone a date from milestones comes from: its title and its own dates. */
export interface SourcingMilestone {
  title: string;
  startDate: string | null;
  dueDate: string | null;
}

function sourcingMilestone(page: EpicPageData | undefined, type: EpicDateType): SourcingMilestone | null {
  const title = page?.[`${type}_date_sourcing_milestone_title`];
  const dates = page?.[`${type}_date_sourcing_milestone_dates`];
  return title ? { title, startDate: dates?.start_date ?? null, dueDate: dates?.due_date ?? null } : null;
}

/** GitLab's milestone line under an inherited date: 'Jan 1 – Mar 31, 2027' (the year once when both share it). */
function milestoneDates({ startDate, dueDate }: SourcingMilestone): string {
  const start = startDate ? parseIsoDate(startDate) : null;
  const due = dueDate ? parseIsoDate(dueDate) : null;
  const sameYear = start && due && start.getFullYear() === due.getFullYear();
  const first = start ? formatDate(start, sameYear ? 'mmm d' : 'mmm d, yyyy') : EPIC_DATE_NONE;
  return `${first} – ${due ? formatDate(due, 'mmm d, yyyy') : EPIC_DATE_NONE}`;
}

function shown(value: string | null): string {
  const date = value ? parseIsoDate(value) : null;
  return date ? formatDate(date, 'mmm d, yyyy') : EPIC_DATE_NONE;
}

/** `a` is after `b` (both `YYYY-MM-DD`). */
const after = (a: string, b: string) => a > b;

function EpicDateWidget({ type, dates, milestone, canUpdate, saving, onChange, onError }: {
  type: EpicDateType;
  dates: Dates;
  /** The milestone behind the date from milestones (none: the help to assign one). */
  milestone: SourcingMilestone | null;
  canUpdate: boolean;
  saving: boolean;
  onChange: (type: EpicDateType, change: EpicDateChange) => void;
  onError: (message: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const value = dates[type];
  const title = EPIC_DATE_TITLES[type];
  const other = dates[type === 'start' ? 'due' : 'start'].date;

  function pick(next: string) {
    if (!next) return;
    if (other && (type === 'start' ? after(next, other) : after(other, next))) {
      onError(EPIC_DATE_ORDER_ERROR);
      return;
    }
    setEditing(false);
    onChange(type, { fixed: next, isFixed: true });
  }

  const action = canUpdate ? (
    <Button size="small" variant="invisible" disabled={saving} aria-label={`Edit ${title.toLowerCase()}`} onClick={() => setEditing((open) => !open)}>
      {editing ? 'Close' : 'Edit'}
    </Button>
  ) : null;

  return (
    <SidebarSection title={title} action={action}>
      <div aria-label={`${title}: ${shown(value.date)}`} style={{ fontWeight: 600 }}>
        {shown(value.date)}
      </div>
      {editing ? (
        <input
          type="date"
          aria-label={`Choose ${title.toLowerCase()}`}
          defaultValue={value.fixed ?? ''}
          min={type === 'due' && other ? other : undefined}
          max={type === 'start' && other ? other : undefined}
          onChange={(event) => pick(event.target.value)}
        />
      ) : null}
      <div role="radiogroup" aria-label={`${title} source`} style={{ display: 'grid', gap: 4, marginTop: 4, fontSize: 12 }}>
        <label>
          <input type="radio" name={`epic-${type}-date`} checked={value.isFixed} disabled={!canUpdate || saving} onChange={() => onChange(type, { isFixed: true })} /> {EPIC_DATE_FIXED}{' '}
          <span>{shown(value.fixed)}</span>
          {canUpdate && value.fixed ? (
            <Button size="small" variant="invisible" disabled={saving} aria-label={`Remove fixed ${title.toLowerCase()}`} onClick={() => onChange(type, { fixed: null })}>
              remove
            </Button>
          ) : null}
        </label>
        <label>
          <input type="radio" name={`epic-${type}-date`} checked={!value.isFixed} disabled={!canUpdate || saving} onChange={() => onChange(type, { isFixed: false })} /> {EPIC_DATE_INHERITED}{' '}
          <span>{shown(value.inherited)}</span>
        </label>
        {milestone ? (
          <span aria-label={`Inherited from milestone ${milestone.title}`} style={{ color: 'var(--fgColor-muted)', paddingLeft: 20 }}>
            {milestone.title}
            <br />
            {milestoneDates(milestone)}
          </span>
        ) : (
          <span style={{ color: 'var(--fgColor-muted)', paddingLeft: 20 }}>{epicDateNoMilestoneHelp(type)}</span>
        )}
      </div>
    </SidebarSection>
  );
}

/**
 * The sidebar's start and due dates: each fixed or inherited from the milestones of the epic's issues and
 * its child epics. Those who may update switch the source, pick a fixed date (the start is bounded by the
 * due date and the reverse) or remove it, through `updateEpic`; the answer goes into the page's query cache.
 */
export function EpicDates({ epic, epicId, canUpdate, onError }: EpicDatesProps) {
  const queryKey = noteableQueryKey('Epic', epicId, 'dates');
  // Read after the page's first content (as the colour, ancestors and participants): not the first screen.
  const query = useQuery({ queryKey, queryFn: () => getEpicDates(epic), enabled: useAfterFirstContent() });
  // The page's epic JSON (the same cache entry the page reads, never read again for this) names the
  // milestones behind the dates.
  const page = useQuery({ ...epicQuery(epic), staleTime: Infinity }).data;
  const [saving, setSaving] = useState(false);

  async function change(type: EpicDateType, next: EpicDateChange) {
    setSaving(true);
    try {
      getQueryClient().setQueryData(queryKey, await updateEpicDate(epic, type, next));
    } catch {
      onError(epicDateSetError(type));
    } finally {
      setSaving(false);
    }
  }

  if (query.isError && !query.data) {
    return (
      <>
        {(['start', 'due'] as const).map((type) => (
          <SidebarSection key={type} title={EPIC_DATE_TITLES[type]}>
            <span role="alert" style={{ color: 'var(--fgColor-muted)' }}>
              {epicDateFetchError(type)}
            </span>
          </SidebarSection>
        ))}
      </>
    );
  }
  if (!query.data) {
    return (
      <SidebarSection title={EPIC_DATE_TITLES.start}>
        <span style={{ color: 'var(--fgColor-muted)' }}>Loading…</span>
      </SidebarSection>
    );
  }
  return (
    <>
      {(['start', 'due'] as const).map((type) => (
        <EpicDateWidget key={type} type={type} dates={query.data} milestone={sourcingMilestone(page, type)} canUpdate={canUpdate} saving={saving} onChange={(t, c) => void change(t, c)} onError={onError} />
      ))}
    </>
  );
}
