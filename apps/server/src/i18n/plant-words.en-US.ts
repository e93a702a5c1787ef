/**
 * The en-US words of the plan's own facts, spread into en-US.ts: the schedule tools' explanations,
 * the engine's stability warnings by code, the work-center types (master data codes, as the sample
 * plant names them) and the processes they run, and a line analysis's focus. The English texts are
 * the ones the replies always had.
 */
export const enUSPlantWords = {
  'tool.create_schedule.description':
    'Finite-capacity schedule of all open production orders over the plant calendars',
  'tool.create_schedule.reasoning':
    'The command asks for a schedule: every open order is planned on its eligible work centers, with setups, molds, calendars, maintenance and material availability.',
  'tool.reschedule.description':
    'Repair the current schedule: re-plan open orders while keeping operations on their machines and near their times',
  'tool.reschedule.reasoning':
    'The command describes a disruption or asks to reschedule, so the previous plan is the baseline to keep stable.',
  'tool.repair.description':
    '{name, select, reschedule_breakdown {Repair the schedule around a machine breakdown: its work moves to alternative machines or waits} reschedule_material_delay {Repair the schedule around a late material: the orders that need it wait for it} plan_rush_order {Fit a rush order into the schedule with urgent priority and report when it can be ready} add_shift {Repair the schedule with an extra shift or overtime on a work center: late work may use it, each move at its price} what_if_order_change {Show the schedule as it would be with an order due on another day or at another priority, without applying it} restore_machine {Repair the schedule after a machine came back early: late work may use the time given back, each move at its price} move_operation {Repair the schedule with an operation moved to the work center the planner named: what it pushes moves with it, the rest stays} other {Repair the current schedule}}',
  'tool.repair.reasoning':
    'A disruption changes the plant, so the previous plan is repaired where it must change and kept elsewhere.',
  'schedule.warningText':
    '{code, select, MACHINE_CHANGE_LIMIT_EXCEEDED {{count, number} operations change work center; the limit is {limit, number}} START_SHIFT_LIMIT_EXCEEDED {{count, number} operations move more than {limit, number} minutes} other {{message}}}',
  'workCenter.type':
    '{type, select, Banbury {Banbury} Mill {Mill} Extruder {Extruder} Calender {Calender} Press {Press} Autoclave {Autoclave} Trimming {Trimming} Inspection {Inspection} Packaging {Packaging} other {{type}}}',
  'workCenter.process':
    '{type, select, Banbury {mixing} Mill {milling} Extruder {extrusion} Calender {calendering} Press {molding} Autoclave {curing} Trimming {trimming} Inspection {inspection} Packaging {packing} other {{lower}}}',
  'line.focus':
    '{focus, select, bottlenecks {bottlenecks} schedule {schedule} setups {setups} capacity {capacity} other {full}}',
};

export type PlantWordsKey = keyof typeof enUSPlantWords;
