import { z } from 'zod';
import { freeText, lineText } from './bounds.ts';

/** Schedule a Call dialog (planning-workspaces §3, §5): name and email required. */
export const ContactRequest = z.object({
  name: lineText(200).trim().min(1, 'Name is required'),
  email: z.email('Email must be a valid address').max(320),
  company: lineText(200).optional().default(''),
  message: freeText(5000).optional().default(''),
  feature: lineText(100).optional().default('custom_data'),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ContactResponse = z.object({ ok: z.literal(true), request_id: z.string() });
