/** A label of the labels dropdown (notes-area spec §3: id, title, set, indeterminate, touched). */
export interface DropdownLabel {
  id: number;
  title: string;
  color: string;
  textColor?: string;
  description?: string | null;
  /** Applied to every selected item. */
  set?: boolean;
  /** Applied to some of the selected items (bulk edit). */
  indeterminate?: boolean;
  /** Changed by the user in this session of the dropdown. */
  touched?: boolean;
}

/** A suggested colour of the create view (spec: color, title). */
export interface ColorOption {
  color: string;
  title: string;
}

/** GitLab's suggested label colours. */
export const LABEL_COLOR_SUGGESTIONS: readonly ColorOption[] = Object.freeze([
  { color: '#009966', title: 'Green-cyan' },
  { color: '#8fbc8f', title: 'Dark sea green' },
  { color: '#3cb371', title: 'Medium sea green' },
  { color: '#00b140', title: 'Green screen' },
  { color: '#013220', title: 'Dark green' },
  { color: '#6699cc', title: 'Blue-gray' },
  { color: '#0000ff', title: 'Blue' },
  { color: '#e6e6fa', title: 'Lavender' },
  { color: '#9400d3', title: 'Dark violet' },
  { color: '#330066', title: 'Deep violet' },
  { color: '#808080', title: 'Gray' },
  { color: '#36454f', title: 'Charcoal grey' },
  { color: '#f7e7ce', title: 'Champagne' },
  { color: '#c21e56', title: 'Rose red' },
  { color: '#cc338b', title: 'Magenta-pink' },
  { color: '#dc143c', title: 'Crimson' },
  { color: '#ff0000', title: 'Red' },
  { color: '#cd5b45', title: 'Dark coral' },
  { color: '#eee600', title: 'Titanium yellow' },
  { color: '#ed9121', title: 'Carrot orange' },
  { color: '#c39953', title: 'Aztec Gold' },
]);

export const LABELS_FETCH_ERROR = 'Error fetching labels.';
export const LABEL_CREATE_ERROR = 'Error creating label.';

/** `scope::name` → `scope` (the part before the last `::`), or null for an unscoped label. */
export function labelScope(title: string): string | null {
  const index = title.lastIndexOf('::');
  return index > 0 ? title.slice(0, index) : null;
}

export function isScopedLabel(label: Pick<DropdownLabel, 'title'>): boolean {
  return labelScope(label.title) !== null;
}

/**
 * Toggles label `id` (notes-area spec §4): `set` flips, an indeterminate label becomes set. With scoped
 * labels on and several of one scope not allowed, setting one unsets the others of its scope.
 */
export function toggleLabel(labels: readonly DropdownLabel[], id: number, options: { allowScopedLabels?: boolean; allowMultipleScopedLabels?: boolean } = {}): DropdownLabel[] {
  const { allowScopedLabels = true, allowMultipleScopedLabels = false } = options;
  const target = labels.find((label) => label.id === id);
  if (!target) return [...labels];
  const nowSet = target.indeterminate ? true : !target.set;
  const scope = nowSet && allowScopedLabels && !allowMultipleScopedLabels ? labelScope(target.title) : null;
  return labels.map((label) => {
    if (label.id === id) return { ...label, set: nowSet, indeterminate: false, touched: true };
    if (scope !== null && (label.set || label.indeterminate) && labelScope(label.title) === scope) {
      return { ...label, set: false, indeterminate: false, touched: true };
    }
    return label;
  });
}

/** The labels whose titles or descriptions contain `query` (case-insensitive). */
export function filterLabels(labels: readonly DropdownLabel[], query: string): DropdownLabel[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...labels];
  return labels.filter((label) => label.title.toLowerCase().includes(needle) || (label.description ?? '').toLowerCase().includes(needle));
}

/** Spec §5: creating a label succeeds only if the response contains an id. */
export function isCreatedLabel(response: unknown): response is DropdownLabel {
  return typeof response === 'object' && response !== null && typeof (response as { id?: unknown }).id === 'number';
}

/** `#rgb` or `#rrggbb`. */
export function isValidLabelColor(color: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color.trim());
}
