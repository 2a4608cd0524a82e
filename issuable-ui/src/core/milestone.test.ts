import { milestoneState, milestoneTooltip } from './milestone';

const now = new Date(2026, 10, 22, 12, 0, 0);

describe('milestone states (spec §4)', () => {
  it.each([
    [{ start_date: '2026-11-01', due_date: '2026-11-30' }, { started: true, pastDue: false }],
    [{ start_date: '2026-11-22', due_date: '2026-11-30' }, { started: true, pastDue: false }],
    [{ start_date: '2026-12-01', due_date: '2026-12-30' }, { started: false, pastDue: false }],
    [{ start_date: '2026-10-01', due_date: '2026-11-21' }, { started: true, pastDue: true }],
    [{ start_date: null, due_date: '2026-11-22' }, { started: false, pastDue: false }],
    [{ start_date: null, due_date: null }, { started: false, pastDue: false }],
  ])('%o → %o', (milestone, expected) => {
    expect(milestoneState(milestone, now)).toEqual(expected);
  });

  it('words the tooltip', () => {
    expect(milestoneTooltip({ title: 'v1', start_date: '2026-10-01', due_date: '2026-11-21' }, now)).toBe('v1 · Past due');
    expect(milestoneTooltip({ title: 'v1', start_date: '2026-11-01', due_date: '2026-11-25' }, now)).toBe('v1 · 3 days remaining');
    expect(milestoneTooltip({ title: 'v1', start_date: '2026-11-01', due_date: '2026-11-22' }, now)).toBe('v1 · Due today');
    expect(milestoneTooltip({ title: 'v2', start_date: '2026-12-01', due_date: null }, now)).toBe('v2 · Upcoming');
    expect(milestoneTooltip({ title: 'v3', start_date: null, due_date: null }, now)).toBe('v3 · No due date');
  });
});
