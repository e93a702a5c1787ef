import type { LineBalancingFocus } from '@takt/contract';

/**
 * The four quick actions (planning-workspaces §2): each sends its canned query to the assistant,
 * worded so the interpreter reads it as the balance intent with the action's focus.
 */
export const QUICK_ACTIONS: ReadonlyArray<{
  label: string;
  query: string;
  focus: Exclude<LineBalancingFocus, 'full'>;
}> = [
  {
    label: 'Analyze Bottlenecks',
    query: 'Analyze the bottlenecks of the production line',
    focus: 'bottlenecks',
  },
  { label: 'Optimize Schedule', query: 'Balance the line schedule against the takt time', focus: 'schedule' },
  { label: 'Minimize Setups', query: 'Minimize setups on the production line', focus: 'setups' },
  { label: 'Capacity Analysis', query: 'Analyze the capacity of the production line', focus: 'capacity' },
];

/** Four rubber-industry examples that fill the manual command input (planning-workspaces §2). */
export const RUBBER_EXAMPLES: readonly string[] = [
  'Balance the O-ring molding line for next week’s demand',
  'Find the bottleneck between mixing and extrusion for the EPDM profiles',
  'Reduce compound changeovers on the curing ovens',
  'Check press capacity for FG-OR-020 this week',
];
