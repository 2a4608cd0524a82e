import { Button } from 'shared-kernel/primer';
import { FoldDownIcon, FoldUpIcon, UnfoldIcon } from '@primer/octicons-react';
import { useState } from 'react';
import type { HiddenLines, UnfoldDirection } from '../lib/contextExpansion';
import { LOAD_ERROR, SHOW_ALL_LINES, SHOW_MORE_LINES } from '../texts';

/** The unfold buttons of a hunk header: 20 lines next to the hunk above, all, 20 lines next to the hunk below. */
export function ExpansionButtons({ hidden, onUnfold }: { hidden: HiddenLines; onUnfold: (direction: UnfoldDirection) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = (direction: UnfoldDirection) => {
    setBusy(true);
    setFailed(false);
    onUnfold(direction).then(
      () => setBusy(false),
      () => {
        setBusy(false);
        setFailed(true);
      },
    );
  };
  const count = hidden.to === null ? null : hidden.to - hidden.since + 1;
  return (
    <span style={{ display: 'inline-flex', gap: 2 }}>
      {hidden.since > 1 ? (
        <Button size="small" variant="invisible" leadingVisual={FoldDownIcon} aria-label={`${SHOW_MORE_LINES} below`} title={SHOW_MORE_LINES} disabled={busy} onClick={() => run('down')} />
      ) : null}
      <Button size="small" variant="invisible" leadingVisual={UnfoldIcon} aria-label={SHOW_ALL_LINES} title={SHOW_ALL_LINES} disabled={busy} onClick={() => run('all')} />
      {!hidden.bottom && (count ?? 0) > 20 ? (
        <Button size="small" variant="invisible" leadingVisual={FoldUpIcon} aria-label={`${SHOW_MORE_LINES} above`} title={SHOW_MORE_LINES} disabled={busy} onClick={() => run('up')} />
      ) : null}
      {failed ? <span role="alert">{LOAD_ERROR}</span> : null}
    </span>
  );
}
