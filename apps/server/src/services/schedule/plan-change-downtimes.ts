import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { UNTIL_FURTHER_NOTICE_DAYS } from './disruption.ts';
import type { ScheduleRunInput } from './run-input.ts';

/** A downtime row as a change found it (ISO times): what an undo puts back. */
export interface DowntimeAsWas {
  downtime_id: string;
  work_center_id: string;
  start_at: string;
  end_at: string;
  kind: 'maintenance' | 'breakdown';
  reason: string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A breakdown proposal, applied: its downtime as planned. Answers the ids it added. */
export async function recordBreakdown(
  trx: Transaction<Database>,
  datasetId: string,
  input: ScheduleRunInput,
): Promise<string[]> {
  const disruption = input.context.disruption;
  if (disruption?.kind !== 'breakdown' || !disruption.workCenterId || !disruption.startAt) return [];
  const downtimeId = `BRK-${randomUUID().slice(0, 8)}`;
  await scoped(trx, datasetId)
    .insertInto('downtimes', {
      downtime_id: downtimeId,
      work_center_id: disruption.workCenterId,
      start_at: disruption.startAt,
      // The end the plan was made with (an open-ended breakdown ran to the horizon).
      end_at:
        disruption.endAt ??
        new Date(Date.parse(disruption.startAt) + UNTIL_FURTHER_NOTICE_DAYS * 86_400_000).toISOString(),
      kind: 'breakdown',
      reason: `Reported to the assistant: ${input.context.prompt}`.slice(0, 500),
    })
    .execute();
  return [downtimeId];
}

/**
 * A restore proposal, applied: each downtime of the machine in force at the restore time ends there
 * (one that had not begun by then is removed). Answers the rows as they were, for the undo.
 */
export async function recordRestore(
  trx: Transaction<Database>,
  datasetId: string,
  input: ScheduleRunInput,
): Promise<DowntimeAsWas[]> {
  const disruption = input.context.disruption;
  if (disruption?.kind !== 'restore' || !disruption.workCenterId || !disruption.restoreAt) return [];
  const at = new Date(disruption.restoreAt);
  const inForce = await scoped(trx, datasetId)
    .selectFrom('downtimes')
    .selectAll()
    .where('work_center_id', '=', disruption.workCenterId)
    .where('start_at', '<=', at)
    .where('end_at', '>', at)
    .forUpdate()
    .execute();
  for (const row of inForce) {
    if (new Date(row.start_at).getTime() < at.getTime())
      await scoped(trx, datasetId)
        .updateTable('downtimes')
        .set({ end_at: at })
        .where('downtime_id', '=', row.downtime_id)
        .execute();
    else
      await scoped(trx, datasetId)
        .deleteFrom('downtimes')
        .where('downtime_id', '=', row.downtime_id)
        .execute();
  }
  return inForce.map((row) => ({
    downtime_id: row.downtime_id,
    work_center_id: row.work_center_id,
    start_at: iso(row.start_at),
    end_at: iso(row.end_at),
    kind: row.kind,
    reason: row.reason,
  }));
}

/** Undoes a restore: the downtime rows it ended or removed are as they were. */
export async function putBackDowntimes(
  trx: Transaction<Database>,
  datasetId: string,
  rows: readonly DowntimeAsWas[],
): Promise<void> {
  if (rows.length === 0) return;
  await scoped(trx, datasetId)
    .deleteFrom('downtimes')
    .where(
      'downtime_id',
      'in',
      rows.map((r) => r.downtime_id),
    )
    .execute();
  await scoped(trx, datasetId).insertInto('downtimes', rows).execute();
}

/** An extra-shift proposal, applied: the working time as planned. Answers the ids it added. */
export async function recordExtraShift(
  trx: Transaction<Database>,
  datasetId: string,
  input: ScheduleRunInput,
): Promise<string[]> {
  const disruption = input.context.disruption;
  if (
    disruption?.kind !== 'add_shift' ||
    !disruption.workCenterId ||
    !disruption.startAt ||
    !disruption.endAt
  )
    return [];
  const windows = disruption.windows ?? [{ startAt: disruption.startAt, endAt: disruption.endAt }];
  const rows = windows.map((window) => ({
    shift_id: `XS-${randomUUID().slice(0, 8)}`,
    work_center_id: disruption.workCenterId!,
    start_at: window.startAt,
    end_at: window.endAt,
    reason: `Asked of the assistant: ${input.context.prompt}`.slice(0, 500),
  }));
  await scoped(trx, datasetId).insertInto('extra_shifts', rows).execute();
  return rows.map((row) => row.shift_id);
}

/** Undoes an extra shift: the working time it added is gone. */
export async function removeExtraShifts(
  trx: Transaction<Database>,
  datasetId: string,
  shiftIds: readonly string[],
): Promise<void> {
  if (shiftIds.length === 0) return;
  await scoped(trx, datasetId)
    .deleteFrom('extra_shifts')
    .where('shift_id', 'in', [...shiftIds])
    .execute();
}
