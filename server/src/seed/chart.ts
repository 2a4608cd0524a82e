import { png } from './png.ts';

type Rgb = readonly [number, number, number];

export interface LineChartOptions {
  width?: number;
  height?: number;
  /** The values, drawn left to right at even intervals; the vertical scale runs from 0 to the largest. */
  values: readonly number[];
  colour: Rgb;
}

const BACKGROUND: Rgb = [255, 255, 255];
const GRID: Rgb = [232, 232, 236];
const AXIS: Rgb = [137, 136, 141];
const MARGIN = { left: 24, right: 12, top: 12, bottom: 20 };

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [Math.round(a[0] + (b[0] - a[0]) * t), Math.round(a[1] + (b[1] - a[1]) * t), Math.round(a[2] + (b[2] - a[2]) * t)];

/** Distance from (px, py) to the segment (ax, ay)–(bx, by). */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * A line chart as a PNG (what a dashboard's panel export looks like): grid, axes, the area under the
 * line tinted, the line itself anti-aliased. Pure arithmetic over png.ts, no native dependency.
 */
export function lineChart({ width = 480, height = 240, values, colour }: LineChartOptions): Buffer {
  const plot = { x0: MARGIN.left, y0: MARGIN.top, x1: width - MARGIN.right, y1: height - MARGIN.bottom };
  const max = Math.max(...values, 1) * 1.1;
  const points = values.map((value, i) => [plot.x0 + ((plot.x1 - plot.x0) * i) / Math.max(values.length - 1, 1), plot.y1 - ((plot.y1 - plot.y0) * value) / max] as const);
  const lineAt = (x: number): number => {
    const step = (plot.x1 - plot.x0) / Math.max(values.length - 1, 1);
    const i = Math.min(Math.max(Math.floor((x - plot.x0) / step), 0), points.length - 2);
    const [ax, ay] = points[i]!;
    const [bx, by] = points[i + 1] ?? points[i]!;
    return bx === ax ? ay : ay + ((by - ay) * (x - ax)) / (bx - ax);
  };
  const area = mix(BACKGROUND, colour, 0.15);
  return png(width, height, (x, y) => {
    let pixel: Rgb = BACKGROUND;
    const inside = x >= plot.x0 && x <= plot.x1 && y >= plot.y0 && y <= plot.y1;
    if (inside && ((y - plot.y0) % Math.round((plot.y1 - plot.y0) / 4) === 0 || (x - plot.x0) % Math.round((plot.x1 - plot.x0) / 6) === 0)) pixel = GRID;
    if (inside && y > lineAt(x)) pixel = area;
    if ((x === plot.x0 && y >= plot.y0 && y <= plot.y1) || (y === plot.y1 && x >= plot.x0 && x <= plot.x1)) pixel = AXIS;
    // Tick marks under the axis.
    if (y > plot.y1 && y <= plot.y1 + 4 && (x - plot.x0) % Math.round((plot.x1 - plot.x0) / 6) === 0 && x <= plot.x1) pixel = AXIS;
    let distance = Infinity;
    for (let i = 0; i + 1 < points.length; i += 1) {
      const [ax, ay] = points[i]!;
      const [bx, by] = points[i + 1]!;
      if (x < Math.min(ax, bx) - 3 || x > Math.max(ax, bx) + 3) continue;
      distance = Math.min(distance, segmentDistance(x, y, ax, ay, bx, by));
    }
    // A 2.5 px line with a one-pixel soft edge.
    if (distance < 2.25) return mix(pixel, colour, Math.min(1, 2.25 - distance));
    return pixel;
  });
}

/**
 * A deterministic series for a seeded chart: a noisy baseline with an incident's spike from `spikeAt`
 * (fraction of the way across) lasting `spikeLength` points, so each seeded image looks like its metric.
 */
export function incidentSeries(seed: number, { points = 48, baseline = 20, spike = 80, spikeAt = 0.55, spikeLength = 8 } = {}): number[] {
  let state = seed >>> 0 || 1;
  const random = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const start = Math.floor(points * spikeAt);
  return Array.from({ length: points }, (_, i) => {
    const inSpike = i >= start && i < start + spikeLength;
    const decay = inSpike ? Math.sin((Math.PI * (i - start + 1)) / (spikeLength + 1)) : 0;
    return Math.max(0, baseline * (0.8 + random() * 0.4) + spike * decay);
  });
}
