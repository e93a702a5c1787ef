/**
 * The older typed English (en-US) catalog, still read by features/schedule: PP01's Gantt, changes
 * panel, and the change causes and durations that the
 * assistant's changes list shares. Sentences take figures and names already formatted for the
 * locale; pt-BR.ts has the same keys. New texts go to the ICU catalogs in ui/ (the assistant panel
 * and the plan's status moved to ui/assistant.ts); these follow when the schedule screens move.
 */
export const enUS = {
  cause: {
    group: {
      forced: 'Forced',
      knock_on: 'Knock-on',
      improvement: 'Improvements',
      other: 'Other changes',
    },
    /** Count badges of the changes panel, beside the spec's counts. */
    stat: {
      forced_operations: 'Forced moves',
      knock_on_operations: 'Knock-on moves',
      improvement_operations: 'Improvement moves',
    },
    forced: {
      downtime: (workCenter: string, window: string) =>
        `on ${workCenter} during its downtime${window ? ` ${window}` : ''}`,
      calendar: (workCenter: string) => `outside ${workCenter}'s working time`,
      material: (until: string) => (until ? `waits for material until ${until}` : 'waits for material'),
      not_eligible: (workCenter: string) => `${workCenter} can no longer run it`,
      start_passed: () => 'its planned start has passed',
      interrupted: (workCenter: string) => `interrupted on ${workCenter}`,
      new_operation: () => 'new in the plan',
      unknown: () => 'its planned slot is gone',
    },
    knockOn: (pusher: string, root: string | null) =>
      root ? `pushed by ${pusher} (after ${root})` : `pushed by ${pusher}`,
    knockOnUnknown: 'pushed by an earlier move',
    improvement: {
      onTime: (orderId: string) => `brings order ${orderId} on time`,
      lessLate: (orderId: string) => `makes order ${orderId} less late`,
      lateOrders: (count: string) => `−${count} late ${count === '1' ? 'order' : 'orders'}`,
      tardiness: (hours: string) => `−${hours} h`,
      costs: (moves: string, machineChanges: string) =>
        `costs ${moves} ${moves === '1' ? 'move' : 'moves'}${
          machineChanges === '0'
            ? ''
            : ` (${machineChanges} machine ${machineChanges === '1' ? 'change' : 'changes'})`
        }`,
      step: (step: number, parts: string) => `step ${step}: ${parts}`,
      unknown: (step: number) => `improvement step ${step}`,
    },
  },
  /** One change of a changes summary, as the changes panel and the assistant's replies list it. */
  change: {
    subject: (orderId: string, material: string, operationId: string) =>
      `Order ${orderId}${material ? ` (${material})` : ''}, operation ${operationId}`,
    machine: (from: string, to: string) => `machine ${from} → ${to}`,
    shift: {
      delayed: (amount: string) => `delayed by ${amount}`,
      advanced: (amount: string) => `advanced by ${amount}`,
    },
    newOn: (workCenter: string) => `new on ${workCenter}`,
    removedFrom: (workCenter: string) => `removed from ${workCenter}`,
    type: {
      machine_change: 'machine change',
      time_change: 'time change',
      new_operation: 'new operation',
      removed: 'removed',
    },
  },
  /** A span of time, its figure already formatted: 45 min, 5.5 h, 3.2 days. */
  duration: {
    minutes: (minutes: string) => `${minutes} min`,
    hours: (hours: string) => `${hours} h`,
    days: (days: string) => `${days} days`,
  },
};

export type Messages = typeof enUS;
