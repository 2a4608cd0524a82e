import { Breadcrumbs } from '@primer/react';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { RemoteSlot } from '../modules/RemoteSlot';

interface SlotSpec {
  slot: string;
  label: string;
  required?: boolean;
}

interface Props {
  title: string;
  crumbs: Array<{ label: string; to?: string }>;
  slots: SlotSpec[];
  /** Props every slot's module receives (its public API). */
  props: Record<string, unknown>;
}

/** A page the shell only frames: its content comes from the modules filling its slots. */
export function SlotPage({ title, crumbs, slots, props }: Props) {
  useDocumentTitle(title);
  return (
    <div className="page">
      <Breadcrumbs>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Breadcrumbs.Item key={crumb.label} href={crumb.to}>
              {crumb.label}
            </Breadcrumbs.Item>
          ) : (
            <Breadcrumbs.Item key={crumb.label} selected>
              {crumb.label}
            </Breadcrumbs.Item>
          ),
        )}
      </Breadcrumbs>
      {slots.map((s) => (
        <RemoteSlot key={s.slot} slot={s.slot} label={s.label} required={s.required} props={props} skeletonHeight={240} />
      ))}
    </div>
  );
}
