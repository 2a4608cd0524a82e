import { useState, useSyncExternalStore, type ComponentType } from 'react';
import { SkeletonBox } from 'shared-kernel/primer';
import { useAfterFirstContent, useFirstContentHold } from 'shared-kernel/react';
import { modulesForSlot, type ModuleEntry } from 'shared-kernel/registry';
import type { SlotName, SlotProps } from 'shared-kernel/slots';
import { getRegistrySnapshot, subscribeRegistry } from './registryStore';
import { loadExposed } from './loadExposed';
import { SlotErrorBoundary } from './SlotErrorBoundary';
import { ModuleNotInstalled } from './ModuleNotInstalled';
import { useLoaded } from '../lib/useLoaded';

/** The props a slot gives: its contract for a slot the kernel names, any props for a slot known only as data. */
export type PropsOfSlot<S extends string> = S extends SlotName ? SlotProps[S] : Record<string, unknown>;

export interface RemoteSlotProps<S extends string = string> {
  /** Slot name as registry entries declare it, e.g. `nav.trial` or `issue.main`. */
  slot: S;
  /** Human name for fallbacks, e.g. "Trial status". */
  label: string;
  /** Props handed to the remote's component: the remote's public API (typed by `shared-kernel/slots`). */
  props?: PropsOfSlot<S>;
  /** A page slot shows "module not installed" when empty; an optional slot renders nothing. */
  required?: boolean;
  /** Skeleton height while loading. */
  skeletonHeight?: number | string;
  /**
   * A secondary part (a navigation widget): its module loads once the page's first content is on screen
   * (`shared-kernel/first-content`), its skeleton shows until then. A slot without it is part of the
   * first screen and holds that signal while its module loads.
   */
  afterFirstContent?: boolean;
}

function exposeFor(entry: ModuleEntry, slot: string): string {
  return entry.exposes?.[slot] ?? './App';
}

/** Throws a load failure during render, so the slot's error boundary shows it with Retry. */
function Rethrow({ error }: { error: Error }): never {
  throw error;
}

function LoadedModule({ entry, slot, label, props, skeletonHeight, attempt }: RemoteSlotProps & { entry: ModuleEntry; attempt: number }) {
  const loaded = useLoaded<Record<string, unknown>>(`${entry.name}:${entry.manifest}:${slot}:${attempt}`, async () => {
    const module = await loadExposed(entry, exposeFor(entry, slot), attempt > 0);
    return module.default as ComponentType<Record<string, unknown>>;
  });
  // Released in the commit that mounts the module's component, whose own holds (its first data) are taken first.
  useFirstContentHold(loaded.status === 'loading');
  if (loaded.status === 'loading') return <SkeletonBox height={skeletonHeight ?? 48} role="status" aria-label={`Loading ${label}`} />;
  if (loaded.status === 'failed') return <Rethrow error={loaded.error} />;
  const { Component } = loaded;
  return <Component {...props} />;
}

function RemoteModule(props: RemoteSlotProps & { entry: ModuleEntry }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <SlotErrorBoundary label={props.label} onRetry={() => setAttempt((n) => n + 1)}>
      <LoadedModule {...props} attempt={attempt} />
    </SlotErrorBoundary>
  );
}

/**
 * A named place in the layout that a registry module fills. Every module in it is contained:
 * its loading skeleton, its failure with Retry, never a blank page.
 */
export function RemoteSlot<S extends string>(typed: RemoteSlotProps<S>) {
  const slotProps = typed as RemoteSlotProps;
  const registry = useSyncExternalStore(subscribeRegistry, getRegistrySnapshot);
  const shown = useAfterFirstContent();
  const deferred = Boolean(slotProps.afterFirstContent);
  useFirstContentHold(!deferred && registry.status === 'loading');
  if (registry.status === 'loading' || (deferred && !shown)) {
    return <SkeletonBox height={slotProps.skeletonHeight ?? 48} role="status" aria-label={`Loading ${slotProps.label}`} />;
  }
  const entries = modulesForSlot(registry.modules, slotProps.slot);
  if (entries.length === 0) {
    if (!slotProps.required) return null;
    const disabled = registry.modules.find((m) => !m.enabled && m.slots?.includes(slotProps.slot));
    return <ModuleNotInstalled slot={slotProps.slot} label={slotProps.label} disabledModule={disabled?.name} />;
  }
  return (
    <>
      {entries.map((entry) => (
        <RemoteModule key={entry.name} entry={entry} {...slotProps} />
      ))}
    </>
  );
}
