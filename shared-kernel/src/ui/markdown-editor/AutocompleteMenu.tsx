import { UserAvatar } from '../avatars/UserAvatar';
import { MENU_MAX_HEIGHT, MENU_MAX_WIDTH, type MenuPlacement } from './caretPosition';
import type { AutocompleteState } from './useAutocomplete';

/** Props of {@link AutocompleteMenu}. */
export interface AutocompleteMenuProps {
  id: string;
  state: AutocompleteState;
  /** Where the caret put it (GitLab opens the list at the trigger); without one, under the text box. */
  placement?: MenuPlacement | null;
}

/** The id of a menu row, for the text box's `aria-activedescendant`. */
export const autocompleteOptionId = (menuId: string, index: number) => `${menuId}-option-${index}`;

/**
 * The suggestions of the open completion: a listbox at the caret (the caret keeps the focus; arrows,
 * Enter/Tab and Escape are handled by the editor, a click chooses).
 */
export function AutocompleteMenu({ id, state, placement = null }: AutocompleteMenuProps) {
  if (!state.match) return null;
  const kind = state.match.kind;
  if (!state.loading && state.items.length === 0) return null;
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Suggestions"
      style={{
        position: 'absolute',
        ...(placement
          ? { left: placement.left, top: placement.top, margin: 0, width: MENU_MAX_WIDTH, maxWidth: '100%', transform: placement.above ? 'translateY(-100%)' : undefined }
          : { left: 8, right: 8, margin: '2px 0 0' }),
        boxSizing: 'border-box',
        zIndex: 20,
        padding: 4,
        listStyle: 'none',
        maxHeight: MENU_MAX_HEIGHT,
        overflowY: 'auto',
        background: 'var(--overlay-bgColor, #fff)',
        border: '1px solid var(--borderColor-default, #d0d7de)',
        borderRadius: 6,
        boxShadow: 'var(--shadow-floating-small, 0 4px 12px rgba(0,0,0,.15))',
        fontSize: 14,
      }}
    >
      {state.loading ? (
        <li role="option" aria-selected={false} aria-disabled style={{ padding: '4px 8px', color: 'var(--fgColor-muted)' }}>
          Loading...
        </li>
      ) : (
        state.items.map((item, index) => (
          <li
            key={item.key}
            id={autocompleteOptionId(id, index)}
            role="option"
            aria-selected={index === state.active}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => state.setActive(index)}
            onClick={() => state.choose(index)}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: '4px 8px',
              borderRadius: 4,
              cursor: 'pointer',
              background: index === state.active ? 'var(--bgColor-accent-muted, #ddf4ff)' : 'transparent',
            }}
          >
            {item.emoji ? <span aria-hidden>{item.emoji}</span> : null}
            {/* GitLab's autocomplete shows the username's first letter without an avatar. */}
            {kind === 'members' ? <UserAvatar entity={{ id: item.primary, name: item.primary, avatarUrl: item.avatarUrl }} size={20} /> : null}
            {item.color ? <span aria-hidden style={{ width: 12, height: 12, borderRadius: 3, background: item.color, flexShrink: 0 }} /> : null}
            <span style={{ fontWeight: kind === 'commands' || kind === 'members' ? 600 : 400 }}>{item.primary}</span>
            {item.secondary ? <small style={{ color: 'var(--fgColor-muted)', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{item.secondary}</small> : null}
          </li>
        ))
      )}
    </ul>
  );
}
