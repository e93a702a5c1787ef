import { describe, expect, it } from 'vitest';
import { chooseOperation, type MovableOperation } from './operation-move.ts';

const op = (
  operationId: string,
  workCenterId: string,
  eligible: string[],
  status = 'Planned',
): MovableOperation => ({
  operationId,
  description: '',
  status,
  workCenterId,
  eligible,
});

describe('which operation "move order 1023 to PRS-04" moves', () => {
  it('takes the one whose routing step can run on the work center', () => {
    const operations = [op('0010', 'MIX-01', ['MIX-01']), op('0020', 'PRS-03', ['PRS-03', 'PRS-04'])];
    expect(chooseOperation(operations, 'PRS-04')?.operationId).toBe('0020');
  });

  it('of several that could, the first in routing order that has not started', () => {
    const operations = [
      op('0010', 'PRS-03', ['PRS-03', 'PRS-04'], 'Started'),
      op('0020', 'PRS-05', ['PRS-04', 'PRS-05']),
      op('0030', 'PRS-05', ['PRS-04', 'PRS-05']),
    ];
    expect(chooseOperation(operations, 'PRS-04')?.operationId).toBe('0020');
  });

  it('skips one already there for one that can still move', () => {
    const operations = [
      op('0010', 'PRS-04', ['PRS-03', 'PRS-04']),
      op('0020', 'PRS-03', ['PRS-03', 'PRS-04']),
    ];
    expect(chooseOperation(operations, 'PRS-04')?.operationId).toBe('0020');
  });

  it('falls back to the one already there, then to a started one, so the answer can say why nothing moves', () => {
    expect(chooseOperation([op('0010', 'PRS-04', ['PRS-04'])], 'PRS-04')?.operationId).toBe('0010');
    expect(chooseOperation([op('0010', 'PRS-03', ['PRS-03', 'PRS-04'], 'Done')], 'PRS-04')?.status).toBe(
      'Done',
    );
  });

  it('has none when no operation can run there', () => {
    expect(chooseOperation([op('0010', 'PRS-03', ['PRS-03'])], 'PRS-05')).toBeUndefined();
  });
});
