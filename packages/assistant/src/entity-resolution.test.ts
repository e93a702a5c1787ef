import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';

const entitiesOf = (text: string) => interpretCommand(text, makeContext()).entities;

describe('work centers by id or name, fuzzily (issue 5)', () => {
  it.each([
    ['press 3 broke down for 1 hour', 'PRS-03'],
    ['PRS3 broke down for 1 hour', 'PRS-03'],
    ['prs-03 broke down for 1 hour', 'PRS-03'],
    ['PRS 3 broke down for 1 hour', 'PRS-03'],
    ['the second Banbury is down for 1 hour', 'BAN-02'],
    ['autoclave one broke down for 1 hour', 'AUT-01'],
    ['banbry 1 broke, 1 hour repair', 'BAN-01'],
    ['the calender failed for 1 hour', 'CAL-01'],
    ['a segunda prensa quebrou por 1 hora', 'PRS-02'],
    ['misturador 2 parou por 1 hora', 'BAN-02'],
    ['extrusora três quebrou por 1 hora', 'EXT-03'],
  ])('reads "%s" as %s', (text, workCenter) => {
    expect(entitiesOf(text).work_center).toBe(workCenter);
  });
});

describe('materials, customers and locations', () => {
  it.each([
    ['stock of std101', 'STD-101'],
    ['stock of STD 101', 'STD-101'],
    ['stock of prodcut-001', 'PRODUCT-001'],
    ['stock of carbon black N330', 'RM-CB-N330'],
    ['how much NBR do we have', 'RM-NBR-33'],
    ['estoque de enxofre', 'RM-SULFUR'],
    ['estoque da mangueira 38', 'FG-HOSE-38'],
  ])('reads the material of "%s" as %s', (text, material) => {
    expect(entitiesOf(text).material).toBe(material);
  });

  it('reads a customer by a fragment of its name, with a typo', () => {
    expect(entitiesOf('rush order 500 STD-101 for Meridien by Friday').customer).toBe('C-1001');
    expect(entitiesOf('new order 40 FG-HOSE-32 for coastal auto').customer).toBe('C-1008');
  });

  it('reads a transfer source and destination from prepositions and arrows', () => {
    expect(entitiesOf('move 40 kg RM-778 main -> production')).toMatchObject({
      from_location: 'MAIN',
      location: 'PRODUCTION',
    });
    expect(entitiesOf('transferir 5 kg de RM-778 da quarentena para o almoxarifado')).toMatchObject({
      from_location: 'QUARANTINE',
      location: 'MAIN',
    });
  });
});

describe('quantities, units and prices', () => {
  it.each([
    ['rush order 500 pcs STD-101 by Friday', 500, 'PC'],
    ['rush order 1.2k STD-101 by Friday', 1200, undefined],
    ['rush order 2,000 kg CMP-NBR70 by Friday', 2000, 'KG'],
    ['pedido urgente de 500 peças de STD-101 para sexta', 500, 'PC'],
    ['pedido urgente de 1.500 kg de CMP-NBR70 para sexta', 1500, 'KG'],
    ['pedido urgente de 2,5 t de CMP-NBR70 para sexta', 2.5, 'T'],
    ['pedido urgente de 2 mil peças de STD-101 para sexta', 2000, 'PC'],
  ])('reads "%s" as %s %s', (text, quantity, unit) => {
    const entities = entitiesOf(text);
    expect(entities.quantity).toBe(quantity);
    expect(entities.unit).toBe(unit);
  });

  it.each([
    ['rush order 500 STD-101 by Friday, $48', 48],
    ['rush order 500 STD-101 by Friday, 48 dollars each', 48],
    ['pedido urgente 500 STD-101 para sexta a R$ 48,50', 48.5],
    ['rush order 500 STD-101 by Friday, 0.12 each', 0.12],
  ])('reads the price of "%s" as %s', (text, price) => {
    expect(entitiesOf(text).price).toBe(price);
  });
});

describe('dates relative to now (Wednesday 2026-11-25 10:00 UTC)', () => {
  it.each([
    ['rush order 500 STD-101 by Friday', '2026-11-27'],
    ['rush order 500 STD-101 due tomorrow 2pm', '2026-11-26T14:00:00.000Z'],
    ['rush order 500 STD-101 in 3 days', '2026-11-28'],
    ['rush order 500 STD-101 by next Monday', '2026-11-30'],
    ['rush order 500 STD-101 by Monday', '2026-11-30'],
    ['rush order 500 STD-101 by end of the week', '2026-11-27'],
    ['pedido urgente 500 STD-101 para sexta-feira', '2026-11-27'],
    ['pedido urgente 500 STD-101 até amanhã às 14h', '2026-11-26T14:00:00.000Z'],
    ['pedido urgente 500 STD-101 em 3 dias', '2026-11-28'],
    ['pedido urgente 500 STD-101 para 03/12', '2026-12-03'],
  ])('reads the due date of "%s" as %s', (text, date) => {
    expect(entitiesOf(text).date).toBe(date);
  });

  it('keeps a breakdown start in the past ("since 6am" is this morning)', () => {
    expect(entitiesOf('PRS-03 down since 6am for 2 hours').date).toBe('2026-11-25T06:00:00.000Z');
  });
});

describe('durations', () => {
  it.each([
    ['PRS-03 is down for 4 hours', 240],
    ['PRS-03 is down until Monday', 6600],
    ['PRS-03 down until tomorrow 6am', 1200],
    ['PRS-03 down from 8 to 16', 480],
    ['a prensa 3 parou por 2 horas', 120],
    ['PRS-03 broke, 30 min repair', 30],
    ['PRS-03 down for half a day', 720],
    ['PRS-03 down for one shift', 480],
    ['prensa 3 parada das 14h às 18h', 240],
    ['PRS-03 broke at 6am, back at 2pm', 480],
  ])('reads "%s" as %s minutes', (text, minutes) => {
    expect(entitiesOf(text).duration_minutes).toBe(minutes);
  });
});
