import { describe, expect, it } from 'vitest';
import { exportFileName, sourceForDataset } from './dataset.ts';

describe('MM01 dataset toggle and export', () => {
  it("reads the default dataset as the caller's playground (enterprise-shell §7)", () => {
    expect(sourceForDataset('default')).toBe('playground');
    expect(sourceForDataset('custom')).toBe('custom');
  });

  it.each([
    ['default', new Date(2026, 10, 21, 23, 59), 'takt-default-2026-11-21.json'],
    ['custom', new Date(2027, 0, 5, 0, 1), 'takt-custom-2027-01-05.json'],
  ] as const)('names the %s export by dataset and local date', (dataset, date, name) => {
    expect(exportFileName(dataset, date)).toBe(name);
  });
});
