import { Button, Flash, IconButton } from 'shared-kernel/primer';
import { XIcon } from '@primer/octicons-react';
import { useState } from 'react';
import { FILE_CONTENTS_ERROR, RENAMED_NO_CHANGES, SHOW_FILE_CONTENTS } from '../texts';

export interface RenamedFileProps {
  /** The alternate viewer is `text`: the full diff can be loaded. */
  canShowContents: boolean;
  /** Loads the file's contents and switches the file to them. */
  onShowContents: () => Promise<void>;
}

/**
 * The renamed-with-no-changes viewer (spec §2, §4): 'File renamed with no changes.' and 'Show file
 * contents'; loading, then loaded (the file shows its lines) or errored (the dismissible danger alert).
 */
export function RenamedFile({ canShowContents, onShowContents }: RenamedFileProps) {
  const [state, setState] = useState<'idle' | 'loading' | 'errored'>('idle');
  const show = () => {
    setState('loading');
    onShowContents().then(
      () => setState('idle'),
      () => setState('errored'),
    );
  };
  return (
    <div style={{ padding: 16, textAlign: 'center' }}>
      {state === 'errored' ? (
        <Flash variant="danger" role="alert" style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 8, textAlign: 'left' }}>
          {FILE_CONTENTS_ERROR}
          <IconButton icon={XIcon} aria-label="Dismiss" variant="invisible" size="small" onClick={() => setState('idle')} />
        </Flash>
      ) : null}
      <p style={{ margin: 0 }}>
        {RENAMED_NO_CHANGES}{' '}
        {canShowContents ? (
          <Button variant="link" onClick={show} disabled={state === 'loading'}>
            {SHOW_FILE_CONTENTS}
          </Button>
        ) : null}
      </p>
    </div>
  );
}
