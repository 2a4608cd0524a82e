// One tooltip for every file header's icon buttons: instead of a Primer Tooltip (a popover element, its
// listeners and an id) inside each header, the buttons carry `data-tooltip` and one element, made on the
// first hover or focus, shows the text of the button under the pointer or with the keyboard focus. The
// buttons' accessible names are their own `aria-label`s; the tooltip is only what sighted users see
// (hidden from assistive technology, like Primer's label tooltips whose text is already the name).

export const TOOLTIP_ATTRIBUTE = 'data-tooltip';
const GAP = 6;

let tip: HTMLDivElement | null = null;
let shownFor: Element | null = null;
let installed = false;

function hide() {
  shownFor = null;
  if (tip) tip.hidden = true;
}

function show(target: Element) {
  const text = target.getAttribute(TOOLTIP_ATTRIBUTE);
  if (!text) return hide();
  if (!tip) {
    tip = document.createElement('div');
    tip.setAttribute('aria-hidden', 'true');
    tip.dataset.testid = 'shared-tooltip';
    Object.assign(tip.style, {
      position: 'fixed',
      zIndex: '100',
      pointerEvents: 'none',
      padding: '4px 8px',
      borderRadius: '6px',
      font: '12px/1.5 var(--fontStack-sansSerif, -apple-system, BlinkMacSystemFont, "Segoe UI", sans-serif)',
      color: 'var(--tooltip-fgColor, var(--fgColor-onEmphasis, #fff))',
      background: 'var(--tooltip-bgColor, var(--bgColor-emphasis, #25292e))',
      whiteSpace: 'nowrap',
    });
    document.body.append(tip);
  }
  shownFor = target;
  tip.textContent = text;
  tip.hidden = false;
  const box = target.getBoundingClientRect();
  const width = tip.offsetWidth;
  const left = Math.min(Math.max(GAP, box.left + box.width / 2 - width / 2), window.innerWidth - width - GAP);
  const below = box.bottom + GAP + tip.offsetHeight <= window.innerHeight;
  tip.style.left = `${left}px`;
  tip.style.top = `${below ? box.bottom + GAP : box.top - GAP - tip.offsetHeight}px`;
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

const owner = (event: Event) => (event.target instanceof Element ? event.target.closest(`[${TOOLTIP_ATTRIBUTE}]`) : null);

/**
 * Listens (once per document) for hover and focus on elements with {@link TOOLTIP_ATTRIBUTE}: the tooltip
 * shows below them (above near the window's bottom) and goes on leaving, blur, Escape, scrolling or a click.
 */
export function installSharedTooltip(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('pointerover', (event) => {
    const target = owner(event);
    if (target === shownFor) return;
    if (target) show(target);
    else hide();
  });
  document.addEventListener('focusin', (event) => {
    const target = owner(event);
    // Keyboard focus only (a click focuses too, and the pointer already showed it).
    if (target && focusVisible(target)) show(target);
  });
  document.addEventListener('focusout', (event) => {
    if (owner(event) === shownFor) hide();
  });
  document.addEventListener('pointerleave', hide);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && shownFor) hide();
  });
  document.addEventListener('click', (event) => {
    const target = owner(event);
    // A button's text can change on click (Expand ↔ Collapse): shown again with its new text.
    if (target && target === shownFor) requestAnimationFrame(() => (target.isConnected && shownFor === target ? show(target) : hide()));
  });
  window.addEventListener('scroll', hide, { capture: true, passive: true });
}

/** The element the tooltip shows for, or null (tests). */
export const sharedTooltipTarget = (): Element | null => shownFor;
