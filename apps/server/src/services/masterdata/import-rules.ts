import type { z } from 'zod';

/**
 * The rule a zod issue of an import row stands for, as a stable code the report and its tests name:
 * 'required', 'integer', 'number', 'text', 'min:1', 'gt:0', 'max:1000000000', 'max_length:40',
 * 'one_of:PC|KG|M|L', 'date', 'plant_years', 'end_not_before_start', 'no_control_characters'.
 */
export function ruleOfIssue(
  issue: z.core.$ZodIssue,
  values: Record<string, unknown>,
): { rule: string; values: Record<string, string | number> } {
  const field = String(issue.path[0] ?? '');
  const given = values[field];
  const plain = (rule: string) => ({ rule, values: {} });
  switch (issue.code) {
    case 'invalid_type':
      if (given === undefined) return plain('required');
      if (issue.expected === 'int') return plain('integer');
      return plain(issue.expected === 'number' ? 'number' : 'text');
    case 'too_small':
      if (issue.origin === 'string')
        return plain(Number(issue.minimum) <= 1 ? 'required' : `min_length:${issue.minimum}`);
      return plain(issue.inclusive === false ? `gt:${issue.minimum}` : `min:${issue.minimum}`);
    case 'too_big':
      return plain(issue.origin === 'string' ? `max_length:${issue.maximum}` : `max:${issue.maximum}`);
    case 'invalid_value':
      return plain(`one_of:${issue.values.map(String).join('|')}`);
    case 'invalid_union':
      return plain('date');
    case 'invalid_format':
      return plain(issue.format === 'regex' ? 'no_control_characters' : 'date');
    case 'custom':
      if (issue.message.startsWith('must not be before')) return plain('end_not_before_start');
      if (issue.message.startsWith('must be between')) return plain('plant_years');
      return plain('invalid');
    default:
      return plain('invalid');
  }
}
