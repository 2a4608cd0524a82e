import { describe, expect, it } from 'vitest';
import { abbreviateNumber, formatBytes, formatCounter } from './numbers';

describe('formatCounter', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%i → %s', (n, expected) => {
    expect(formatCounter(n)).toBe(expected);
  });
});

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1200, '1.2k'],
    [1250, '1.3k'],
    [45_300, '45.3k'],
    [999_949, '999.9k'],
    [999_950, '1m'],
    [3_400_000, '3.4m'],
    [12_000_000, '12m'],
    [-1500, '-1.5k'],
  ])('%i → %s', (n, expected) => {
    expect(abbreviateNumber(n)).toBe(expected);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.00 KiB'],
    [1536, '1.50 KiB'],
    [1024 ** 2, '1.00 MiB'],
    [1.5 * 1024 ** 2, '1.50 MiB'],
    [1024 ** 3, '1.00 GiB'],
    [5 * 1024 ** 4, '5120.00 GiB'],
  ])('%i → %s', (n, expected) => {
    expect(formatBytes(n)).toBe(expected);
  });

  it('takes the number of digits', () => {
    expect(formatBytes(1536, 1)).toBe('1.5 KiB');
  });
});
