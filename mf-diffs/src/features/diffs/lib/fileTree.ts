import type { DiffMetadataFile } from '../types';

/** A folder or a file of the file tree. Folders with a single folder child are merged (`app/models`), as GitLab does. */
export type TreeNode =
  | { kind: 'folder'; path: string; name: string; children: TreeNode[]; added: number; removed: number }
  | { kind: 'file'; path: string; name: string; file: DiffMetadataFile };

const filePathOf = (file: DiffMetadataFile) => file.new_path || file.file_path || file.old_path;

/** Whether `path` matches the filter: a name fragment (case-insensitive) or a glob with `*` (`*.vue`). */
export function matchesFilter(path: string, filter: string): boolean {
  const query = filter.trim().toLowerCase();
  if (!query) return true;
  const target = path.toLowerCase();
  if (!query.includes('*')) return target.includes(query);
  const pattern = query.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`(^|/)${pattern}$`).test(target);
}

/** The names' order: `localeCompare`'s (the default locale's collation), from one collator instead of one per comparison. */
const collator = new Intl.Collator();

/** The unfiltered tree of each file list (the list's order and the file browser read the same one). */
const unfilteredTrees = new WeakMap<readonly DiffMetadataFile[], TreeNode[]>();

/**
 * The tree of the changed files (folders first, then files, each by name), with per-folder totals.
 * Without a filter the tree of a list is built once (the trees are read, never changed).
 */
export function buildFileTree(files: readonly DiffMetadataFile[], filter = ''): TreeNode[] {
  const unfiltered = !filter.trim();
  if (unfiltered) {
    const known = unfilteredTrees.get(files);
    if (known) return known;
  }
  const tree = build(files, filter);
  if (unfiltered) unfilteredTrees.set(files, tree);
  return tree;
}

function build(files: readonly DiffMetadataFile[], filter: string): TreeNode[] {
  type Folder = Extract<TreeNode, { kind: 'folder' }>;
  const root: Folder = { kind: 'folder', path: '', name: '', children: [], added: 0, removed: 0 };
  // Each folder by its path: a thousand files in one folder find it at once, not by a scan of its siblings.
  const folders = new Map<string, Folder>();
  for (const file of files) {
    const path = filePathOf(file);
    if (!matchesFilter(path, filter)) continue;
    const parts = path.split('/');
    let folder = root;
    folder.added += file.added_lines;
    folder.removed += file.removed_lines;
    for (let i = 0; i < parts.length - 1; i += 1) {
      const name = parts[i]!;
      const folderPath = folder.path ? `${folder.path}/${name}` : name;
      let next = folders.get(folderPath);
      if (!next) {
        next = { kind: 'folder', path: folderPath, name, children: [], added: 0, removed: 0 };
        folders.set(folderPath, next);
        folder.children.push(next);
      }
      next.added += file.added_lines;
      next.removed += file.removed_lines;
      folder = next;
    }
    folder.children.push({ kind: 'file', path, name: parts[parts.length - 1]!, file });
  }
  const finish = (nodes: TreeNode[]): TreeNode[] =>
    nodes
      .map((node) => {
        if (node.kind === 'file') return node;
        let folder: Folder = { ...node, children: finish(node.children) };
        // `app` holding only `models` reads as one row, `app/models`.
        while (folder.children.length === 1 && folder.children[0]!.kind === 'folder') {
          const only = folder.children[0] as Folder;
          folder = { ...only, name: `${folder.name}/${only.name}` };
        }
        return folder;
      })
      .sort((a, b) => (a.kind === b.kind ? collator.compare(a.name, b.name) : a.kind === 'folder' ? -1 : 1));
  return finish(root.children);
}

/** The files in the order of the tree (the order the diff list shows them in, as GitLab sorts them). */
export function filesInTreeOrder(nodes: readonly TreeNode[], into: DiffMetadataFile[] = []): DiffMetadataFile[] {
  for (const node of nodes) {
    if (node.kind === 'file') into.push(node.file);
    else filesInTreeOrder(node.children, into);
  }
  return into;
}

/** A row of the tree as shown (inside open folders only), with its place for a flat tree's ARIA. */
export interface TreeRow {
  key: string;
  node: TreeNode;
  depth: number;
  /** How many siblings it has (itself included), and its 1-based place among them. */
  setSize: number;
  posInSet: number;
}

/** The rows of the tree as shown: depth first, the children of folders in `closed` left out. */
export function visibleTreeRows(nodes: readonly TreeNode[], closed: ReadonlySet<string>, depth = 0, rows: TreeRow[] = []): TreeRow[] {
  nodes.forEach((node, index) => {
    rows.push({ key: `${node.kind === 'folder' ? 'd' : 'f'}:${node.kind === 'folder' ? node.path : node.file.file_hash}`, node, depth, setSize: nodes.length, posInSet: index + 1 });
    if (node.kind === 'folder' && !closed.has(node.path)) visibleTreeRows(node.children, closed, depth + 1, rows);
  });
  return rows;
}
