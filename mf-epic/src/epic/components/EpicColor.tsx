import { ActionList, ActionMenu, Button } from 'shared-kernel/primer';
import { useEffect, useRef, useState } from 'react';
import { useAfterFirstContent } from 'shared-kernel/react';
import { SidebarSection } from 'issuable-ui/react';
import { getEpicColor } from '../api/getEpicColor';
import { updateEpicColor } from '../api/updateEpicColor';
import { epicColorTitle as colorTitle, SUGGESTED_EPIC_COLORS } from 'shared-kernel/permissions';
import { EPIC_COLOR_FETCH_ERROR, EPIC_COLOR_UPDATE_ERROR } from '../texts';
import type { EpicRef } from '../types';

function Swatch({ color }: { color: string }) {
  return <span aria-hidden="true" style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, background: color, verticalAlign: 'middle', marginRight: 8 }} />;
}

export interface EpicColorProps {
  epic: EpicRef;
  canUpdate: boolean;
  /** Reports failures (the page's alert region). */
  onError: (message: string) => void;
}

/**
 * The sidebar's colour: the epic's colour (the spec's "query issuable colour") and, for those who may
 * update the epic, a picker of the five suggested colours (`updateIssuableColor`). The server takes
 * only these; a refused or failed update leaves the colour as it was.
 */
export function EpicColor({ epic, canUpdate, onError }: EpicColorProps) {
  const { groupPath, iid } = epic;
  const [color, setColor] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const reportError = useRef(onError);
  useEffect(() => {
    reportError.current = onError;
  });

  // Read after the page's first content: the colour is not the first screen, and its read loads Apollo's
  // code, which competed with the header and the tree's first rows.
  const started = useAfterFirstContent();
  useEffect(() => {
    if (!started) return undefined;
    let active = true;
    getEpicColor({ groupPath, iid }).then(
      (value) => active && setColor(value),
      () => {
        if (!active) return;
        setFailed(true);
        reportError.current(EPIC_COLOR_FETCH_ERROR);
      },
    );
    return () => {
      active = false;
    };
  }, [groupPath, iid, started]);

  async function choose(next: string) {
    if (next === color) return;
    setSaving(true);
    try {
      setColor(await updateEpicColor({ groupPath, iid }, next));
    } catch {
      onError(EPIC_COLOR_UPDATE_ERROR);
    } finally {
      setSaving(false);
    }
  }

  const action =
    canUpdate && color ? (
      <ActionMenu>
        <ActionMenu.Anchor>
          <Button size="small" variant="invisible" disabled={saving} aria-label="Edit color">
            Edit
          </Button>
        </ActionMenu.Anchor>
        <ActionMenu.Overlay>
          <ActionList selectionVariant="single">
            {SUGGESTED_EPIC_COLORS.map((suggested) => (
              <ActionList.Item key={suggested.color} selected={suggested.color === color.toLowerCase()} onSelect={() => void choose(suggested.color)}>
                <ActionList.LeadingVisual>
                  <Swatch color={suggested.color} />
                </ActionList.LeadingVisual>
                {suggested.title}
              </ActionList.Item>
            ))}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
    ) : null;

  return (
    <SidebarSection title="Color" action={action}>
      {color ? (
        <span aria-label={`Color: ${colorTitle(color)}`}>
          <Swatch color={color} />
          {colorTitle(color)}
        </span>
      ) : failed ? (
        <span style={{ color: 'var(--fgColor-muted)' }}>{EPIC_COLOR_FETCH_ERROR}</span>
      ) : (
        <span style={{ color: 'var(--fgColor-muted)' }}>Loading…</span>
      )}
    </SidebarSection>
  );
}
