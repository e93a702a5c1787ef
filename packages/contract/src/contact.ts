import { z } from 'zod';

/** Schedule a Call dialog (planning-workspaces §3, §5): name and email required. */
export const ContactRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.email('Email must be a valid address').max(320),
  company: z.string().max(200).optional().default(''),
  message: z.string().max(5000).optional().default(''),
  feature: z.string().max(100).optional().default('custom_data'),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ContactResponse = z.object({ ok: z.literal(true), request_id: z.string() });
