import { BoldIcon, CodeIcon, ItalicIcon, LinkIcon, ListOrderedIcon, ListUnorderedIcon, QuoteIcon, StrikethroughIcon, TableIcon, TasklistIcon, type Icon } from '@primer/octicons-react';
import { IconButton } from 'shared-kernel/primer';
import { FORMAT_ACTIONS, type FormatAction } from './formatting';

const ICONS: Record<FormatAction, Icon> = {
  bold: BoldIcon,
  italic: ItalicIcon,
  strikethrough: StrikethroughIcon,
  quote: QuoteIcon,
  code: CodeIcon,
  link: LinkIcon,
  bulletList: ListUnorderedIcon,
  numberedList: ListOrderedIcon,
  taskList: TasklistIcon,
  table: TableIcon,
};

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** A shortcut as GitLab's tooltips write it (`Ctrl+B`, `⌘+Shift+X`). */
export function describeFormatKeys(keys: string, mac = isMac()): string {
  return keys
    .split('+')
    .map((part) => (part === 'mod' ? (mac ? '⌘' : 'Ctrl') : part === 'shift' ? 'Shift' : part.toUpperCase()))
    .join('+');
}

/**
 * The markdown editor's formatting buttons (role `toolbar`, "Formatting"): each button is named by GitLab's
 * tooltip ("Add bold text"), its shortcut in the description. The editor applies the action to its mode.
 */
export function FormattingToolbar({ onFormat, disabled }: { onFormat: (action: FormatAction) => void; disabled: boolean }) {
  return (
    <div role="toolbar" aria-label="Formatting" style={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {FORMAT_ACTIONS.map(({ action, label, keys }) => (
        <IconButton
          key={action}
          icon={ICONS[action]}
          aria-label={label}
          description={keys ? `${label} (${describeFormatKeys(keys)})` : undefined}
          size="small"
          variant="invisible"
          disabled={disabled}
          // The text box keeps its selection and focus.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onFormat(action)}
        />
      ))}
    </div>
  );
}
