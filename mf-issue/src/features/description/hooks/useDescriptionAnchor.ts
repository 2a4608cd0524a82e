import { useEffect, type RefObject } from 'react';
import { isNotesAreaHash } from 'shared-kernel/references';

/** The element of the description a fragment names: its id, GitLab's `user-content-` id, or a named anchor. */
function anchorIn(root: HTMLElement, fragment: string): Element | null {
  const escaped = CSS.escape(fragment);
  return root.querySelector(`#${escaped}, #user-content-${escaped}, a[name="${escaped}"], a[name="user-content-${escaped}"]`);
}

/**
 * Follows the location hash into the description (on load, once the HTML is there, and on every
 * change): an anchor of the description is scrolled into view. Hashes of the notes area (`#note_…`,
 * `#diff-content…`) are never touched here: the notes area expands, filters and scrolls for them.
 */
export function useDescriptionAnchor(container: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const follow = () => {
      const root = container.current;
      const { hash } = window.location;
      if (!root || hash.length < 2 || isNotesAreaHash(hash)) return;
      let fragment: string;
      try {
        fragment = decodeURIComponent(hash.slice(1));
      } catch {
        return;
      }
      anchorIn(root, fragment)?.scrollIntoView({ block: 'start' });
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [container, html]);
}
