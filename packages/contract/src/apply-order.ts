import { z } from 'zod';
import {
  FIRST_INSTANT,
  freeText,
  hasControlCharacters,
  LAST_INSTANT,
  lineText,
  MAX_ID_LENGTH,
  MAX_QUANTITY,
  MAX_VERSION,
} from './bounds.ts';

/**
 * What an order proposal's Apply sends back (issue 11, point 6: every field bounded; a release sends
 * the order and the version read). The web
 * passes the proposal's `data` through as strings, so each kind's fields are checked here, with the
 * field named: ids 1–40 characters without control characters, quantities whole from 1 to 10⁹,
 * versions whole and positive, dates between 1970 and 2200, priorities and statuses from their
 * lists, and `changes` a JSON object of those.
 */
const PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'];
const STATUSES = ['Created', 'Released', 'In Process', 'InProcess', 'Completed', 'Closed'];

type Check = (value: unknown) => string | undefined;

const id: Check = (v) =>
  typeof v === 'string' && v.length >= 1 && v.length <= MAX_ID_LENGTH && !hasControlCharacters(v)
    ? undefined
    : 'must be 1 to 40 characters without control characters';
const whole =
  (max: number): Check =>
  (v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : Number.NaN;
    return Number.isInteger(n) && n >= 1 && n <= max ? undefined : `must be a whole number from 1 to ${max}`;
  };
const date: Check = (v) => {
  const at = typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? Date.parse(v) : Number.NaN;
  return at >= FIRST_INSTANT && at <= LAST_INSTANT ? undefined : 'must be a date between 1970 and 2200';
};
const oneOf =
  (values: string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? undefined : `must be one of ${values.join(', ')}`;

/** The fields each kind needs in `data` (required) and may carry (optional). */
const DATA: Record<string, { required: Record<string, Check>; optional?: Record<string, Check> }> = {
  update_order: { required: { order_id: id, version: whole(MAX_VERSION), changes: () => undefined } },
  create_order: {
    required: { order_id: id, material: id, quantity: whole(MAX_QUANTITY) },
    optional: { basic_end_date: date },
  },
  // A release takes the lifecycle's step (Created → Released) at the version read: nothing else to send.
  release_order: { required: { order_id: id, version: whole(MAX_VERSION) } },
  split_order: {
    required: {
      order_id: id,
      version: whole(MAX_VERSION),
      split_quantity: whole(MAX_QUANTITY),
      new_order_id: id,
    },
  },
};
const CHANGES: Record<string, Check> = {
  priority: oneOf(PRIORITIES),
  quantity: whole(MAX_QUANTITY),
  basic_end_date: date,
  basic_start_date: date,
  status: oneOf(STATUSES),
};

export const ApplyOrderProposalRequest = z
  .object({
    kind: z.enum(['update_order', 'create_order', 'split_order', 'release_order']),
    command: freeText(4000),
    data: z.record(lineText(40), freeText(4000)),
    /**
     * The recorded proposal this Apply is for (the reply's action carries it): closed as applied with
     * the write, so a typed "yes" cannot apply it a second time.
     */
    proposal_id: z.string().uuid().optional(),
  })
  .superRefine((request, ctx) => {
    const spec = DATA[request.kind]!;
    const fail = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path: ['data', ...path], message });
    for (const [field, check] of Object.entries(spec.required)) {
      const value = request.data[field];
      if (value === undefined) fail([field], 'is required');
      else {
        const problem = check(value);
        if (problem) fail([field], problem);
      }
    }
    for (const [field, check] of Object.entries(spec.optional ?? {})) {
      const value = request.data[field];
      const problem = value === undefined ? undefined : check(value);
      if (problem) fail([field], problem);
    }
    if (request.kind !== 'update_order' || request.data.changes === undefined) return;
    let changes: unknown;
    try {
      changes = JSON.parse(request.data.changes);
    } catch {
      fail(['changes'], 'must be a JSON object of the fields to change');
      return;
    }
    if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) {
      fail(['changes'], 'must be a JSON object of the fields to change');
      return;
    }
    const entries = Object.entries(changes);
    if (entries.length === 0) fail(['changes'], 'must change at least one field');
    for (const [field, value] of entries) {
      const check = CHANGES[field];
      const problem = check
        ? check(value)
        : `is not a field an order change may set (${Object.keys(CHANGES).join(', ')})`;
      if (problem) fail(['changes', field], problem);
    }
  });
export type ApplyOrderProposalRequest = z.infer<typeof ApplyOrderProposalRequest>;

/** POST /api/assistant/proposals/:id/discard: the order proposal the planner set aside with its Discard. */
export const ProposalIdParams = z.object({ id: z.string().uuid() });
export const DiscardProposalResponse = z.object({
  proposal_id: z.string(),
  decision: z.literal('discarded'),
});
export type DiscardProposalResponse = z.infer<typeof DiscardProposalResponse>;

/** POST /api/schedule/runs/:id/discard: the schedule proposal the planner set aside with its Discard. */
export const ScheduleRunDiscarded = z.object({ run_id: z.string(), decision: z.literal('discarded') });
export type ScheduleRunDiscarded = z.infer<typeof ScheduleRunDiscarded>;
