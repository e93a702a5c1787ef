import { deriveLines, type LineRoutingStep } from '@takt/engine';
import { describe, expect, it } from 'vitest';
import { focusOfCommand, lineOfCommand } from './line-command.ts';
import type { LineMasterData } from './line-data.ts';

const workCenters = new Map([
  ['PRS-01', { name: 'Press 1', type: 'Press', process: 'Compression molding' }],
  ['EXT-01', { name: 'Extruder 1', type: 'Extruder', process: 'Extrusion' }],
  ['AUT-01', { name: 'Autoclave 1', type: 'Autoclave', process: 'Curing' }],
  ['PKG-01', { name: 'Packing', type: 'Packaging', process: 'Packing' }],
]);
const step = (materialId: string, operationNo: number, workCenterId: string): LineRoutingStep => ({
  materialId,
  operationNo,
  eligible: [{ workCenterId, runRatePerHour: 100, fixedMinutes: 0 }],
});
const lines = deriveLines(
  [
    step('FG-OR-020', 10, 'PRS-01'),
    step('FG-OR-020', 20, 'PKG-01'),
    step('FG-GSK-1', 10, 'PRS-01'),
    step('FG-GSK-1', 20, 'PKG-01'),
    step('FG-HOSE-16', 10, 'EXT-01'),
    step('FG-HOSE-16', 20, 'AUT-01'),
    step('FG-HOSE-16', 30, 'PKG-01'),
  ],
  new Map([...workCenters].map(([id, wc]) => [id, wc.type])),
  new Map([
    ['FG-OR-020', 'O-Ring'],
    ['FG-GSK-1', 'Gasket'],
    ['FG-HOSE-16', 'Hose'],
  ]),
);
const master = { lines, workCenters } as unknown as LineMasterData;
const lineOf = (command: string) => lineOfCommand(command, lines, master)?.lineId;

describe('the manual line-balancing command (planning-workspaces §5)', () => {
  it.each([
    ['Minimize setups on the press line', 'LINE-PRE-PAC', 'setups'],
    ['analise os gargalos da linha de mangueiras', 'LINE-EXT-AUT-PAC', 'bottlenecks'],
    ["where's our bottleneck this week?", undefined, 'bottlenecks'],
    ['Otimizar a programação das juntas', 'LINE-PRE-PAC', 'schedule'],
    ['capacidade da extrusora', 'LINE-EXT-AUT-PAC', 'capacity'],
    ['Capacity of the curing autoclaves', 'LINE-EXT-AUT-PAC', 'capacity'],
    ['balance FG-HOSE-16', 'LINE-EXT-AUT-PAC', undefined],
    ['reduzir trocas de molde nas prensas', 'LINE-PRE-PAC', 'setups'],
  ])('reads "%s" as line %s, focus %s', (command, lineId, focus) => {
    expect(lineOf(command)).toBe(lineId);
    expect(focusOfCommand(command)).toBe(focus);
  });

  it('reads a work center id as its line', () => {
    expect(lineOf('why is EXT-01 so busy')).toBe('LINE-EXT-AUT-PAC');
  });
});
