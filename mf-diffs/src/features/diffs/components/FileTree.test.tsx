import { ThemeProvider } from 'shared-kernel/primer';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { hashOf } from '../../../test/diffFixtures';
import type { DiffMetadataFile } from '../types';
import { FileTree, VIRTUALISE_TREE_ABOVE_ROWS } from './FileTree';

const file = (path: string): DiffMetadataFile => ({
  added_lines: 1,
  removed_lines: 0,
  new_path: path,
  old_path: path,
  new_file: true,
  deleted_file: false,
  renamed_file: false,
  file_identifier_hash: hashOf(`id:${path}`),
  file_hash: hashOf(path),
});

describe('FileTree with many files', () => {
  it('keeps only the rows near its viewport in the page, as a flat tree, and still selects and collapses', () => {
    const files = Array.from({ length: 1000 }, (_, i) => file(`bench/many/${String(i + 1).padStart(4, '0')}.ts`));
    const onSelect = vi.fn();
    render(
      <ThemeProvider>
        <FileTree files={files} currentHash={null} onSelect={onSelect} />
      </ThemeProvider>,
    );
    const tree = screen.getByRole('tree', { name: 'Changed files' });
    const items = within(tree).getAllByRole('treeitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(VIRTUALISE_TREE_ABOVE_ROWS);
    // The folder row, then its files one level deeper, each placed among its siblings.
    expect(items[0]).toHaveAttribute('aria-label', 'bench/many');
    expect(items[0]).toHaveAttribute('aria-level', '1');
    expect(items[1]).toHaveAttribute('aria-level', '2');
    expect(items[1]).toHaveAttribute('aria-posinset', '1');
    expect(items[1]).toHaveAttribute('aria-setsize', '1000');
    fireEvent.click(within(items[1]!).getByRole('button'));
    expect(onSelect).toHaveBeenCalledWith(files[0]);

    fireEvent.click(within(items[0]!).getByRole('button'));
    // One row left: the tree is no longer virtualised.
    const collapsed = screen.getByRole('tree', { name: 'Changed files' });
    expect(within(collapsed).getAllByRole('treeitem')).toHaveLength(1);
    expect(within(collapsed).getByRole('treeitem')).toHaveAttribute('aria-expanded', 'false');
  });
});
