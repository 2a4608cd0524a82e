import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { incidentSeries, lineChart } from './chart.ts';

/** The RGB pixels of a PNG written by png.ts (filter 0 scanlines). */
function pixels(image: Buffer): { width: number; height: number; at: (x: number, y: number) => number[] } {
  const width = image.readUInt32BE(16);
  const height = image.readUInt32BE(20);
  const idat = image.indexOf('IDAT');
  const length = image.readUInt32BE(idat - 4);
  const raw = zlib.inflateSync(image.subarray(idat + 4, idat + 4 + length));
  return { width, height, at: (x, y) => [...raw.subarray(y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3)] };
}

describe('lineChart', () => {
  it('draws a PNG chart of the series: the line in its colour, the spike higher than the baseline', () => {
    const values = incidentSeries(7);
    expect(values).toEqual(incidentSeries(7));
    expect(Math.max(...values)).toBeGreaterThan(3 * values[0]!);
    const image = lineChart({ values, colour: [219, 59, 33] });
    expect(image.subarray(1, 4).toString('latin1')).toBe('PNG');
    const { width, height, at } = pixels(image);
    expect([width, height]).toEqual([480, 240]);
    // Column by column, the line's topmost red pixel: higher (smaller y) at the spike than at the start.
    const lineTop = (x: number) => Array.from({ length: height }, (_, y) => y).find((y) => { const [r, g, b] = at(x, y); return r === 219 && g === 59 && b === 33; });
    const spikeX = 24 + Math.round((444 * (values.indexOf(Math.max(...values)))) / 47);
    expect(lineTop(spikeX)).toBeLessThan(lineTop(30)!);
    // Distinct colours: background, grid, axis, area, line.
    const colours = new Set<string>();
    for (let x = 0; x < width; x += 3) for (let y = 0; y < height; y += 3) colours.add(at(x, y).join());
    expect(colours.size).toBeGreaterThan(5);
  });
});
