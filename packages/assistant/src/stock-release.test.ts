import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';

describe('a quality release is a stock transfer (issue 14)', () => {
  it.each([
    ['libera 350 kg do BATCH-890 da quarentena pra produção', 'QUARANTINE', 'PRODUCTION'],
    ['release 350 kg of BATCH-890 from quarantine to production', 'QUARANTINE', 'PRODUCTION'],
  ])('reads "%s" as a transfer from %s to %s', (text, from, to) => {
    const reading = interpretCommand(text, makeContext());
    expect(reading.intent).toBe('inventory.transfer');
    expect(reading.entities).toMatchObject({
      material: 'BATCH-890',
      quantity: 350,
      unit: 'KG',
      from_location: from,
      location: to,
    });
  });

  it('leaves a release with no location to the other readings', () => {
    expect(interpretCommand('BAN-02 was released by maintenance', makeContext()).intent).not.toBe(
      'inventory.transfer',
    );
  });
});
