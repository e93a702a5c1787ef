import type { Schedule, ScheduleChangesSummary } from '@takt/engine';
import type { ScheduleRunInput } from './run-input.ts';
import type { schedulePhrases } from './schedule-phrases.ts';

type Phrases = ReturnType<typeof schedulePhrases>;
type Disruption = NonNullable<ScheduleRunInput['context']['disruption']>;

/** Knock-on moves named in the reply; the changes panel lists them all. */
const LISTED = 5;

/**
 * What a planner's move did, in the reply: where and when the moved operation now runs (and how
 * much later or earlier than planned), then the operations it pushed, each after the one that
 * pushed it (the change's knock-on chain), so the move's price is read before Apply.
 */
export function moveLines(
  p: Phrases,
  disruption: Disruption,
  schedule: Schedule,
  changes: ScheduleChangesSummary | null,
  toIso: (minutes: number) => string,
): string[] {
  if (disruption.kind !== 'move_operation' || !disruption.orderId || !disruption.operationId) return [];
  const movedId = `${disruption.orderId}/${disruption.operationId}`;
  const placed = schedule.operations.find((o) => o.operationId === movedId);
  const lines: string[] = [];
  const own = changes?.changes.find((c) => c.operationId === movedId)?.details.timeChange;
  if (placed)
    lines.push(
      p.movedPlace(
        movedId,
        placed.workCenterId,
        toIso(placed.startAt),
        own ? own.direction : 'same',
        own ? p.duration(own.shiftMinutes) : '',
      ),
    );
  const pushed = (changes?.changes ?? []).flatMap((change) => {
    const chain = change.cause?.kind === 'knock_on' ? change.cause.chain : undefined;
    const shift = change.details.timeChange;
    const pusher = chain?.filter((id) => id !== change.operationId).at(-1);
    return chain && shift && pusher
      ? [p.pushedItem(change.operationId, shift.direction, p.duration(shift.shiftMinutes), pusher)]
      : [];
  });
  if (pushed.length > 0)
    lines.push(p.pushedList(pushed.slice(0, LISTED).join('; '), p.more(pushed.length, LISTED)));
  return lines;
}
