import type { LineBalancingFocus } from '@takt/contract';
import type { UiKey } from '../../i18n/t.ts';

/**
 * The four quick actions (planning-workspaces §2): each sends its canned query to the assistant,
 * worded so the interpreter reads it as the balance intent with the action's focus.
 */
export const QUICK_ACTIONS: ReadonlyArray<{
  label: UiKey;
  /** The canned query, in the screen's language: the interpreter reads both. */
  query: UiKey;
  focus: Exclude<LineBalancingFocus, 'full'>;
}> = [
  {
    label: 'lb.quick.bottlenecks',
    query: 'lb.query.bottlenecks',
    focus: 'bottlenecks',
  },
  { label: 'lb.quick.schedule', query: 'lb.query.schedule', focus: 'schedule' },
  { label: 'lb.quick.setups', query: 'lb.query.setups', focus: 'setups' },
  { label: 'lb.quick.capacity', query: 'lb.query.capacity', focus: 'capacity' },
];

/**
 * Four rubber-industry examples that fill the manual command input (planning-workspaces §2), in the
 * screen's language: the server reads line and focus words in English and Portuguese.
 */
export const RUBBER_EXAMPLES: readonly UiKey[] = ['lb.example1', 'lb.example2', 'lb.example3', 'lb.example4'];
