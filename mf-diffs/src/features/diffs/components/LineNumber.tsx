import { LINE_CLASSES } from './lineStyles';

/** A line number linking to its line's anchor (`#<line_code>`), as GitLab's diff line numbers do. */
export function LineNumber({ number, lineCode, side }: { number: number | null; lineCode: string | null; side: 'old' | 'new' }) {
  if (number === null) return <span className={LINE_CLASSES.number} />;
  return (
    <span className={LINE_CLASSES.number} data-linenumber={number}>
      {lineCode ? (
        <a href={`#${lineCode}`} aria-label={`${side === 'old' ? 'Old' : 'New'} line ${number}`}>
          {number}
        </a>
      ) : (
        number
      )}
    </span>
  );
}
