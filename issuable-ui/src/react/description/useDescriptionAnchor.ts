import { useEffect, useRef, type RefObject } from 'react';
import { isNotesAreaHash } from 'shared-kernel/references';

/** The element of the description a fragment names: its id, GitLab's `user-content-` id, or a named anchor. */
function anchorIn(root: HTMLElement, fragment: string): Element | null {
  const escaped = CSS.escape(fragment);
  return root.querySelector(`#${escaped}, #user-content-${escaped}, a[name="${escaped}"], a[name="user-content-${escaped}"]`);
}

/** Scrolls to the description's anchor the location hash names; true when there is nothing (more) to do. */
function follow(root: HTMLElement | null): boolean {
  const { hash } = window.location;
  if (hash.length < 2 || isNotesAreaHash(hash)) return true;
  if (!root) return false;
  let fragment: string;
  try {
    fragment = decodeURIComponent(hash.slice(1));
  } catch {
    return true;
  }
  const target = anchorIn(root, fragment);
  target?.scrollIntoView({ block: 'start' });
  return target !== null;
}

/**
 * Follows the location hash into the description: on load, as soon as the HTML holds the anchor (once:
 * later description updates, live or from a task toggle, do not pull the reader back), and on every
 * hash change. Hashes of the notes area (`#note_…`, `#diff-content…`) are never touched here: the notes
 * area expands, filters and scrolls for them.
 */
export function useDescriptionAnchor(container: RefObject<HTMLElement | null>, html: string): void {
  const followed = useRef<string | null>(null);
  useEffect(() => {
    const { hash } = window.location;
    if (followed.current === hash) return;
    if (follow(container.current)) followed.current = hash;
  }, [container, html]);

  useEffect(() => {
    const onHashChange = () => {
      follow(container.current);
      followed.current = window.location.hash;
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [container]);
}
