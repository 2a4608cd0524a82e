import { ActionList, ActionMenu } from 'shared-kernel/primer';
import { ALL_MR_FILTERS, filtersText, MR_FILTER_OPTIONS, type MrFilterValue } from '../lib/mrActivityFilters';

export interface MrActivityFilterProps {
  filters: readonly MrFilterValue[];
  onChange: (filters: MrFilterValue[]) => void;
}

/** The merge request's activity filter: a checklist of GitLab's kinds of activity, with Select all / Deselect all. */
export function MrActivityFilter({ filters, onChange }: MrActivityFilterProps) {
  const text = filtersText(filters);
  const all = filters.length === ALL_MR_FILTERS.length;
  const toggle = (value: MrFilterValue) => onChange(filters.includes(value) ? filters.filter((f) => f !== value) : ALL_MR_FILTERS.filter((f) => f === value || filters.includes(f)));
  return (
    <ActionMenu>
      <ActionMenu.Button aria-label={`Filter activity: ${text}`}>{text}</ActionMenu.Button>
      <ActionMenu.Overlay>
        <ActionList selectionVariant="multiple" aria-label="Activity filters">
          <ActionList.Group>
            <ActionList.GroupHeading>Filter activity</ActionList.GroupHeading>
            {MR_FILTER_OPTIONS.map((option) => (
              <ActionList.Item key={option.value} selected={filters.includes(option.value)} onSelect={() => toggle(option.value)}>
                {option.text}
              </ActionList.Item>
            ))}
          </ActionList.Group>
        </ActionList>
        <ActionList aria-label="Activity filter actions">
          <ActionList.Item onSelect={() => onChange(all ? [] : [...ALL_MR_FILTERS])}>{all ? 'Deselect all' : 'Select all'}</ActionList.Item>
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
