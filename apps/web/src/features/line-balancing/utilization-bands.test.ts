import { describe, expect, it } from 'vitest';
import {
  BALANCE_NORMAL,
  BALANCE_RED,
  balanceBarColor,
  formatMinutes,
  HEATMAP_BANDS,
  heatmapColor,
} from './utilization-bands.ts';

const colorOfBand = (index: number) => HEATMAP_BANDS[index]!.color;

describe('utilization colours (planning-workspaces §9)', () => {
  it('has eight heatmap bands, each its own colour', () => {
    expect(HEATMAP_BANDS.map((b) => b.fromPercent)).toEqual([0, 35, 50, 65, 75, 85, 90, 95]);
    expect(new Set(HEATMAP_BANDS.map((b) => b.color)).size).toBe(8);
  });

  it.each([
    [0, 0],
    [0.3499, 0],
    [0.35, 1],
    [0.4999, 1],
    [0.5, 2],
    [0.65, 3],
    [0.7499, 3],
    [0.75, 4],
    [0.85, 5],
    [0.8999, 5],
    [0.9, 6],
    [0.95, 7],
    [1.25, 7],
  ])('a cell at %s takes band %i: the colour changes at 35, 50, 65, 75, 85, 90 and 95 %%', (u, band) => {
    expect(heatmapColor(u)).toBe(colorOfBand(band));
  });

  it.each([
    [0.9, BALANCE_NORMAL],
    [0.9001, BALANCE_RED],
    [1.02, BALANCE_RED],
    [0.5, BALANCE_NORMAL],
  ])('a balance-chart bar at %s utilization is %s: red only above 90 %%', (u, color) => {
    expect(balanceBarColor(u)).toBe(color);
  });
});

describe('minutes a unit on the balance chart', () => {
  it.each([
    [1.6, 'en-US', '1.6 min'],
    [1, 'en-US', '1 min'],
    // The press line's O-rings: seconds below a minute, as the assistant's line answer says them.
    [0.0263, 'en-US', '1.6 s'],
    [0.1107, 'pt-BR', '6,6 s'],
    [0, 'en-US', '0 min'],
  ] as const)('%s min reads %s in %s', (minutes, locale, text) => {
    expect(formatMinutes(minutes, locale)).toBe(text);
  });
});
