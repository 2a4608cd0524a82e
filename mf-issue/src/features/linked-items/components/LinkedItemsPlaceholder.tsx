import { SkeletonBox } from 'shared-kernel/primer';
import type { CSSProperties } from 'react';

/** The linked-items section's box, shared with its placeholder so the section takes the placeholder's place exactly. */
export const LINKED_ITEMS_BOX: CSSProperties = { margin: '16px 0', border: '1px solid var(--borderColor-default, #d0d7de)', borderRadius: 6, padding: 12 };

/** The height of the section's header row (a small button's, the tallest thing in it), with or without its Add button. */
export const LINKED_ITEMS_HEADER_HEIGHT = 28;

/**
 * The linked items' place until their chunk is in (they wait for the page's first content): the section's box
 * and header height, as GitLab's skeleton does, so the notes below do not move when the section arrives.
 */
export function LinkedItemsPlaceholder() {
  return (
    <div data-testid="linked-items-placeholder" aria-hidden="true" style={LINKED_ITEMS_BOX}>
      <div style={{ display: 'flex', alignItems: 'center', height: LINKED_ITEMS_HEADER_HEIGHT }}>
        <SkeletonBox height={16} width={120} />
      </div>
    </div>
  );
}
