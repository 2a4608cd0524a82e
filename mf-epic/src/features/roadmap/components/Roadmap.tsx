import { Flash, Link } from 'shared-kernel/primer';
import { useEffect, useState } from 'react';
import { getRoadmapEpics, monthsOf, roadmapRange, type RoadmapEpic } from '../api/getRoadmapEpics';
import { ROADMAP_EMPTY, ROADMAP_LOAD_ERROR } from '../texts';

const DAY = 86_400_000;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function percent(day: number, range: { start: Date; end: Date }): number {
  return ((day - range.start.getTime()) / (range.end.getTime() - range.start.getTime())) * 100;
}

function Bar({ epic, range }: { epic: RoadmapEpic; range: { start: Date; end: Date } }) {
  // An epic with one date runs from (or to) the time line's edge, as GitLab's roadmap draws it.
  const from = epic.startDate ? Date.parse(epic.startDate.slice(0, 10)) : range.start.getTime();
  const to = epic.dueDate ? Date.parse(epic.dueDate.slice(0, 10)) + DAY : range.end.getTime();
  const left = percent(from, range);
  const width = Math.max(percent(to, range) - left, 0.5);
  const dates = `${epic.startDate?.slice(0, 10) ?? 'No start date'} – ${epic.dueDate?.slice(0, 10) ?? 'No due date'}`;
  return (
    <li aria-label={`${epic.title}: ${dates}`} style={{ listStyle: 'none', display: 'grid', gridTemplateColumns: '220px 1fr', alignItems: 'center', borderTop: '1px solid var(--borderColor-muted, #d8dee4)', minHeight: 32 }}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', paddingRight: 8 }}>
        <Link href={epic.webPath}>{epic.title}</Link>
      </span>
      <span style={{ position: 'relative', height: 20 }}>
        <span
          title={dates}
          style={{
            position: 'absolute',
            left: `${left}%`,
            width: `${width}%`,
            top: 2,
            bottom: 2,
            borderRadius: 4,
            background: epic.state === 'opened' ? 'var(--bgColor-accent-emphasis, #0969da)' : 'var(--bgColor-done-emphasis, #8250df)',
          }}
        />
      </span>
    </li>
  );
}

/**
 * The epic's roadmap: its child epics on a time line of months by their start and due dates (fixed or
 * inherited), read when the tab first opens; 'Failed to load Roadmap' when they cannot be read.
 */
export function Roadmap({ groupPath, iid }: { groupPath: string; iid: number }) {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error' } | { status: 'ready'; epics: RoadmapEpic[] }>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getRoadmapEpics({ fullPath: groupPath, iid }).then(
      (epics) => live && setState({ status: 'ready', epics }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [groupPath, iid]);

  if (state.status === 'loading') return <p role="status">Loading roadmap…</p>;
  if (state.status === 'error') {
    return (
      <Flash variant="danger" role="alert">
        {ROADMAP_LOAD_ERROR}
      </Flash>
    );
  }
  const dated = state.epics.filter((epic) => epic.startDate || epic.dueDate);
  const range = roadmapRange(dated);
  if (!range) return <p>{ROADMAP_EMPTY}</p>;
  const months = monthsOf(range);
  return (
    <div aria-label="Roadmap" role="region">
      <div aria-hidden style={{ display: 'grid', gridTemplateColumns: '220px 1fr' }}>
        <span />
        <span style={{ display: 'flex' }}>
          {months.map((month) => (
            <span key={month.toISOString()} style={{ flex: 1, fontSize: 12, color: 'var(--fgColor-muted)', borderLeft: '1px solid var(--borderColor-muted, #d8dee4)', paddingLeft: 4 }}>
              {MONTH_NAMES[month.getUTCMonth()]} {month.getUTCFullYear()}
            </span>
          ))}
        </span>
      </div>
      <ul aria-label="Child epics on the roadmap" style={{ margin: 0, padding: 0 }}>
        {dated
          .sort((a, b) => (a.startDate ?? a.dueDate ?? '').localeCompare(b.startDate ?? b.dueDate ?? ''))
          .map((epic) => (
            <Bar key={epic.id} epic={epic} range={range} />
          ))}
      </ul>
    </div>
  );
}

export default Roadmap;
