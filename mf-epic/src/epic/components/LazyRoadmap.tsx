import { Flash } from 'shared-kernel/primer';
import { useEffect, useState, type ComponentType } from 'react';
import type { Roadmap as RoadmapComponent } from '../../features/roadmap/components/Roadmap';
import { ROADMAP_LOAD_ERROR } from '../../features/roadmap/texts';

type RoadmapProps = Parameters<typeof RoadmapComponent>[0];

let loaded: ComponentType<RoadmapProps> | null = null;

/** The roadmap tab, its code fetched when it first shows; 'Failed to load Roadmap' if that fails. */
export function LazyRoadmap(props: RoadmapProps) {
  const [state, setState] = useState<{ component: ComponentType<RoadmapProps> | null; failed: boolean }>({ component: loaded, failed: false });
  useEffect(() => {
    if (state.component) return;
    let live = true;
    import('../../features/roadmap/components/Roadmap').then(
      (module) => {
        loaded = module.Roadmap;
        if (live) setState({ component: module.Roadmap, failed: false });
      },
      () => live && setState({ component: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [state.component]);
  if (state.failed) {
    return (
      <Flash variant="danger" role="alert">
        {ROADMAP_LOAD_ERROR}
      </Flash>
    );
  }
  const Component = state.component;
  return Component ? <Component {...props} /> : <p role="status">Loading roadmap…</p>;
}
