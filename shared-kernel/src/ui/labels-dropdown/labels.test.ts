import { describe, expect, it } from 'vitest';
import { filterLabels, isCreatedLabel, isValidLabelColor, labelScope, toggleLabel, type DropdownLabel } from './labels';

const labels: DropdownLabel[] = [
  { id: 1, title: 'bug', color: '#f00', set: true },
  { id: 2, title: 'priority::high', color: '#f00', set: true },
  { id: 3, title: 'priority::low', color: '#0f0' },
  { id: 4, title: 'team::ui::design', color: '#00f', indeterminate: true },
  { id: 5, title: 'team::ui::code', color: '#00f' },
];

describe('labels dropdown rules', () => {
  it('finds the scope before the last ::', () => {
    expect(labelScope('bug')).toBeNull();
    expect(labelScope('priority::high')).toBe('priority');
    expect(labelScope('team::ui::design')).toBe('team::ui');
    expect(labelScope('::odd')).toBeNull();
  });

  it('flips set and marks the label touched', () => {
    const next = toggleLabel(labels, 1);
    expect(next[0]).toMatchObject({ set: false, touched: true });
    expect(toggleLabel(next, 1)[0]).toMatchObject({ set: true });
  });

  it('turns an indeterminate label into a set one', () => {
    expect(toggleLabel(labels, 4)[3]).toMatchObject({ set: true, indeterminate: false });
  });

  it('unsets the other label of the same scope unless several are allowed', () => {
    const next = toggleLabel(labels, 3);
    expect(next.find((l) => l.id === 3)).toMatchObject({ set: true });
    expect(next.find((l) => l.id === 2)).toMatchObject({ set: false, touched: true });
    expect(next.find((l) => l.id === 1)).toMatchObject({ set: true });
    expect(toggleLabel(labels, 3, { allowMultipleScopedLabels: true }).find((l) => l.id === 2)).toMatchObject({ set: true });
    expect(toggleLabel(labels, 3, { allowScopedLabels: false }).find((l) => l.id === 2)).toMatchObject({ set: true });
    expect(toggleLabel(labels, 5).find((l) => l.id === 4)).toMatchObject({ set: false, indeterminate: false });
  });

  it('filters by title and description', () => {
    expect(filterLabels(labels, 'PRIOR').map((l) => l.id)).toEqual([2, 3]);
    expect(filterLabels(labels, ' ')).toHaveLength(5);
  });

  it('accepts a created label only with an id, and hex colours', () => {
    expect(isCreatedLabel({ id: 9, title: 'x', color: '#fff' })).toBe(true);
    expect(isCreatedLabel({ title: 'x' })).toBe(false);
    expect(isCreatedLabel(null)).toBe(false);
    expect(isValidLabelColor('#abc')).toBe(true);
    expect(isValidLabelColor('#a1b2c3')).toBe(true);
    expect(isValidLabelColor('red')).toBe(false);
  });
});
