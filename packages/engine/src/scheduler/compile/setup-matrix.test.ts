import { describe, expect, it } from 'vitest';
import type { SetupMatrix } from '../model.ts';
import { setupMinutesBetween } from './setup-matrix.ts';

const mixer: SetupMatrix = {
  workCenterType: 'mixer',
  rules: [
    { fromFamily: '*', toFamily: '*', setupMinutes: 90 },
    { fromFamily: 'EPDM', toFamily: '*', setupMinutes: 120 },
    { fromFamily: '*', toFamily: 'NBR', setupMinutes: 60 },
    { fromFamily: 'EPDM', toFamily: 'NBR', setupMinutes: 150 },
  ],
};

describe('setup matrix', () => {
  it.each([
    ['EPDM', 'NBR', 150, 'an exact pair wins'],
    ['EPDM', 'FKM', 120, 'then from → *'],
    ['FKM', 'NBR', 60, 'then * → to'],
    ['FKM', 'SBR', 90, 'then * → *'],
    ['SBR', 'SBR', 0, 'staying in a family is free'],
  ])('%s → %s costs %i min (%s)', (from, to, minutes) => {
    expect(setupMinutesBetween(mixer, from, to)).toBe(minutes);
  });

  it('costs nothing without a matrix or a family', () => {
    expect(setupMinutesBetween(undefined, 'EPDM', 'NBR')).toBe(0);
    expect(setupMinutesBetween(mixer, undefined, 'NBR')).toBe(0);
  });
});
