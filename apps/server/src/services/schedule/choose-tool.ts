import type { ObjectiveWeights } from '@takt/engine';
import { t } from '../../i18n/translate.ts';
import type { ScheduleTool } from './run-input.ts';

export interface ScheduleCommand {
  tool: ScheduleTool;
  /** Repair the previous plan (keep machines and times where possible) rather than plan afresh. */
  keepBaseline: boolean;
  /** Objective weights over the engine's default, for this kind of command. */
  objective?: Partial<ObjectiveWeights>;
}

/**
 * A repair weighs churn against lateness: moving an operation by an hour costs about as much as an
 * hour more tardiness, a machine change as much as most of a day's move, and one more late order as
 * ten machine changes, so the plan changes where the disruption forces it and stays put elsewhere.
 */
const REPAIR_OBJECTIVE: Partial<ObjectiveWeights> = {
  lateOrders: 50_000,
  weightedTardiness: 10,
  machineChanges: 5000,
  startShiftMinutes: 5,
};

/**
 * The scheduling tool for a plain schedule command: a rescheduling one (as the assistant's one
 * interpreter read it, assistant-and-gantt §4) repairs the previous plan when there is one; any other
 * plans the open orders afresh.
 */
export function chooseScheduleTool(isRescheduling: boolean, hasBaseline: boolean): ScheduleCommand {
  if (isRescheduling && hasBaseline) {
    return {
      keepBaseline: true,
      objective: REPAIR_OBJECTIVE,
      tool: {
        name: 'reschedule',
        description:
          'Repair the current schedule: re-plan open orders while keeping operations on their machines and near their times',
        reasoning:
          'The command describes a disruption or asks to reschedule, so the previous plan is the baseline to keep stable.',
      },
    };
  }
  return {
    keepBaseline: false,
    tool: {
      name: 'create_schedule',
      description: 'Finite-capacity schedule of all open production orders over the plant calendars',
      reasoning:
        'The command asks for a schedule: every open order is planned on its eligible work centers, with setups, molds, calendars, maintenance and material availability.',
    },
  };
}

const REPAIR_DESCRIPTIONS: Record<string, string> = {
  reschedule_breakdown:
    'Repair the schedule around a machine breakdown: its work moves to alternative machines or waits',
  reschedule_material_delay:
    'Repair the schedule around a late material: the orders that need it wait for it',
  plan_rush_order: 'Fit a rush order into the schedule with urgent priority and report when it can be ready',
  add_shift:
    'Repair the schedule with an extra shift or overtime on a work center: late work may use it, each move at its price',
  what_if_order_change:
    'Show the schedule as it would be with an order due on another day or at another priority, without applying it',
  restore_machine:
    'Repair the schedule after a machine came back early: late work may use the time given back, each move at its price',
  move_operation:
    'Repair the schedule with an operation moved to the work center the planner named: what it pushes moves with it, the rest stays',
};

/**
 * A schedule tool as the reply shows it, in the reply's language: the tools above by their name
 * from the catalogs (their English is the text above); a tool of another kind as it is.
 */
export function toolInLanguage(tool: ScheduleTool, language: string): ScheduleTool {
  const { name } = tool;
  if (name === 'create_schedule' || name === 'reschedule')
    return {
      name,
      description: t(language, `tool.${name}.description`),
      reasoning: t(language, `tool.${name}.reasoning`),
    };
  if (name in REPAIR_DESCRIPTIONS)
    return {
      name,
      description: t(language, 'tool.repair.description', { name }),
      reasoning: t(language, 'tool.repair.reasoning'),
    };
  return tool;
}

/** A repair of the previous plan after a disruption the assistant recognised. */
export function repairCommand(name: string): ScheduleCommand {
  return {
    keepBaseline: true,
    objective: REPAIR_OBJECTIVE,
    tool: {
      name,
      description: REPAIR_DESCRIPTIONS[name] ?? 'Repair the current schedule',
      reasoning:
        'A disruption changes the plant, so the previous plan is repaired where it must change and kept elsewhere.',
    },
  };
}
