import { useState } from 'react';
import type { QuickActionCommand } from '../api/getQuickActionCommands';
import { MARKDOWN_HELP } from '../messages';

export interface QuickActionsHelpProps {
  /** The quick actions this reader may run here (null until loaded). */
  commands: readonly QuickActionCommand[] | null;
  /** The list was opened: load the commands. */
  onOpen: () => void;
}

/**
 * GitLab's "Supports Markdown. For quick actions, type /." under the comment box, with the list of the
 * quick actions the server would run for this reader here (its `autocomplete_sources/commands`),
 * loaded when the list is first opened.
 */
export function QuickActionsHelp({ commands, onOpen }: QuickActionsHelpProps) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ margin: '4px 0 0', fontSize: 12, color: 'var(--fgColor-muted)' }}>
      <span>{MARKDOWN_HELP}</span>{' '}
      <details
        style={{ display: 'inline' }}
        onToggle={(event) => {
          const opened = (event.currentTarget as HTMLDetailsElement).open;
          setOpen(opened);
          if (opened) onOpen();
        }}
      >
        <summary style={{ display: 'inline', cursor: 'pointer', textDecoration: 'underline' }}>Available quick actions</summary>
        {!open ? null : commands === null ? (
          <span aria-busy="true"> Loading…</span>
        ) : commands.length === 0 ? (
          <span> None for you here.</span>
        ) : (
          <ul aria-label="Available quick actions" style={{ margin: '4px 0', paddingLeft: 16 }}>
            {commands.map((command) => (
              <li key={command.name}>
                <code>
                  /{command.name}
                  {command.params.length > 0 ? ` ${command.params.join(' ')}` : ''}
                </code>{' '}
                {command.description}
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}
