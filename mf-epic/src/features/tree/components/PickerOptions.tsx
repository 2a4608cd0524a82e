import type { ReactNode } from 'react';

/** One choice of a picker. */
export interface PickerOption {
  id: number;
  label: string;
  detail?: string;
}

/** A list of choices (a listbox of options); the chosen one is marked selected. */
export function PickerOptions({ label, options, selectedId, onSelect, heading }: { label: string; options: PickerOption[]; selectedId: number | null; onSelect: (id: number) => void; heading?: ReactNode }) {
  if (options.length === 0) return null;
  return (
    <div>
      {heading ? <div style={{ fontSize: 12, color: 'var(--fgColor-muted)', margin: '6px 0 2px' }}>{heading}</div> : null}
      <ul role="listbox" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 160, overflowY: 'auto', border: '1px solid var(--borderColor-muted, #d8dee4)', borderRadius: 6 }}>
        {options.map((option) => (
          <li
            key={option.id}
            role="option"
            aria-selected={option.id === selectedId}
            tabIndex={0}
            onClick={() => onSelect(option.id)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                event.stopPropagation();
                onSelect(option.id);
              }
            }}
            style={{ padding: '4px 8px', cursor: 'pointer', background: option.id === selectedId ? 'var(--bgColor-accent-muted, #ddf4ff)' : undefined }}
          >
            {option.label}
            {option.detail ? <span style={{ color: 'var(--fgColor-muted)', marginLeft: 6, fontSize: 12 }}>{option.detail}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
