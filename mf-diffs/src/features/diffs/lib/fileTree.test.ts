import { allFiles, metadataFile } from '../../../test/diffFixtures';
import { buildFileTree, filesInTreeOrder, matchesFilter, visibleTreeRows } from './fileTree';

const files = allFiles.map(metadataFile);

describe('file tree', () => {
  it('nests folders first, merges single-folder chains, sums +/− per folder and filters by name or glob', () => {
    const tree = buildFileTree(files);
    expect(tree.map((node) => `${node.kind}:${node.name}`)).toEqual(['folder:app/models', 'folder:bin', 'folder:db', 'folder:files', 'folder:lib', 'file:README.md']);
    const app = tree[0]!;
    expect(app.kind === 'folder' && [app.added, app.removed]).toEqual([2, 1]);
    expect(filesInTreeOrder(tree).map((f) => f.new_path)).toEqual([
      'app/models/user.rb',
      'bin/run',
      'db/schema.rb',
      'files/images/logo.png',
      'files/archive.bin',
      'lib/new_name.rb',
      'README.md',
    ]);
    expect(filesInTreeOrder(buildFileTree(files, 'USER')).map((f) => f.new_path)).toEqual(['app/models/user.rb']);
    expect(filesInTreeOrder(buildFileTree(files, '*.rb')).map((f) => f.new_path)).toEqual(['app/models/user.rb', 'db/schema.rb', 'lib/new_name.rb']);
    expect(matchesFilter('a/b.vue', '*.vue')).toBe(true);
    expect(matchesFilter('a/b.vue.js', '*.vue')).toBe(false);
  });
});

describe('visible tree rows', () => {
  it('lists folders and files depth first with their level and place, leaving out what closed folders hold', () => {
    const tree = buildFileTree(files);
    const rows = visibleTreeRows(tree, new Set());
    expect(rows.slice(0, 3).map((row) => [row.node.name, row.depth, row.posInSet, row.setSize])).toEqual([
      ['app/models', 0, 1, 6],
      ['user.rb', 1, 1, 1],
      ['bin', 0, 2, 6],
    ]);
    expect(rows.filter((row) => row.node.kind === 'file')).toHaveLength(files.length);
    const closed = visibleTreeRows(tree, new Set(['app/models']));
    expect(closed.map((row) => row.node.name)).not.toContain('user.rb');
    expect(closed).toHaveLength(rows.length - 1);
  });
});

describe('the unfiltered tree of a file list', () => {
  it('is built once per list (the list order and the file browser share it), a filtered one each time', () => {
    const list = allFiles.map(metadataFile);
    const tree = buildFileTree(list);
    expect(buildFileTree(list)).toBe(tree);
    expect(buildFileTree(list, '  ')).toBe(tree);
    expect(buildFileTree([...list])).not.toBe(tree);
    expect(buildFileTree([...list])).toEqual(tree);
    expect(buildFileTree(list, 'user')).not.toBe(buildFileTree(list, 'user'));
  });

  it('orders names as localeCompare does, and lists many files of one folder in that order', () => {
    const names = ['b.ts', 'B.ts', 'a10.ts', 'a2.ts', 'é.ts', 'e.ts', '_x.ts'];
    const list = names.map((name) => ({ ...metadataFile(allFiles[0]!), new_path: `dir/${name}`, old_path: `dir/${name}`, file_path: `dir/${name}`, file_hash: name }));
    const order = filesInTreeOrder(buildFileTree(list)).map((file) => file.new_path.slice(4));
    expect(order).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
