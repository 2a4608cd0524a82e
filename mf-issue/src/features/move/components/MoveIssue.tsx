import { Button, Flash, FormControl, Radio, RadioGroup, Spinner, TextInput } from 'shared-kernel/primer';
import { useState } from 'react';
import { useQuery } from 'shared-kernel/react';
import { useIssueContext } from '../../../lib/IssueContext';
import { useSettledValue } from '../../../lib/useSettledValue';
import { toPagePath } from 'issuable-ui/react';
import { getMoveTargets, type MoveTarget } from '../api/getMoveTargets';
import { moveIssue } from '../api/moveIssue';
import { LOAD_PROJECTS_ERROR, MOVE_ERROR, MOVE_ISSUE, NO_MATCHING_RESULTS, SEARCH_PROJECT } from '../texts';

const SEARCH_DELAY_MS = 250;
const isEmpty = (search: string) => search === '';

type Targets = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: MoveTarget[] };

/**
 * The projects matching `search` while the picker is open, through the page's query cache (a search
 * typed again is answered from it; a superseded request is aborted). Typing waits for a pause first.
 */
function useMoveTargets(open: boolean, projectId: number, search: string): Targets {
  const settled = useSettledValue(search, SEARCH_DELAY_MS, isEmpty);
  const query = useQuery({
    queryKey: ['move-targets', projectId, settled],
    queryFn: ({ signal }) => getMoveTargets(projectId, settled, signal),
    enabled: open,
  });
  if (settled !== search || query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error' };
  return { status: 'ready', list: query.data };
}

/**
 * GitLab's "Move issue" at the bottom of the sidebar: a project picker (projects where the user is
 * reporter or above) and Move, which copies the issue there, closes this one and goes to the copy.
 * Shown when the page JSON's `can_move` holds (reporter+ and not moved yet).
 */
export function MoveIssue() {
  const { ref, issue, navigate } = useIssueContext();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [moving, setMoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Epics (no project) never move: can_move is false for them.
  const targets = useMoveTargets(open && issue.project_id !== undefined, issue.project_id ?? 0, search.trim());
  if (!issue.current_user.can_move) return null;

  async function move() {
    if (selected === null) return;
    setMoving(true);
    setError(null);
    try {
      navigate(toPagePath(await moveIssue(ref, selected)));
    } catch {
      setError(MOVE_ERROR);
      setMoving(false);
    }
  }

  return (
    <section aria-label={MOVE_ISSUE} style={{ padding: '12px 0' }}>
      <Button block aria-expanded={open} onClick={() => setOpen(!open)}>
        {MOVE_ISSUE}
      </Button>
      {open ? (
        <div style={{ display: 'grid', gap: 8, marginTop: 8 }}>
          <TextInput aria-label={SEARCH_PROJECT} placeholder={SEARCH_PROJECT} value={search} onChange={(event) => setSearch(event.target.value)} block />
          {targets.status === 'loading' ? <Spinner size="small" aria-label="Loading projects" /> : null}
          {targets.status === 'error' ? <Flash variant="danger">{LOAD_PROJECTS_ERROR}</Flash> : null}
          {targets.status === 'ready' && targets.list.length === 0 ? <span>{NO_MATCHING_RESULTS}</span> : null}
          {targets.status === 'ready' && targets.list.length > 0 ? (
            <RadioGroup name="move_to_project_id" onChange={(value) => setSelected(value === null ? null : Number(value))}>
              <RadioGroup.Label visuallyHidden>Project</RadioGroup.Label>
              {targets.list.map((target) => (
                <FormControl key={target.id}>
                  <Radio value={String(target.id)} checked={selected === target.id} />
                  <FormControl.Label>{target.name_with_namespace}</FormControl.Label>
                </FormControl>
              ))}
            </RadioGroup>
          ) : null}
          {error ? (
            <Flash variant="danger" role="alert">
              {error}
            </Flash>
          ) : null}
          <Button variant="primary" disabled={selected === null || moving} onClick={() => void move()}>
            {moving ? 'Moving…' : 'Move'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
