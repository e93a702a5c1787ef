import { ContactRequest, ContactResponse } from '@takt/contract';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { submitContact } from '../services/contact-service.ts';

export function registerContactRoutes(app: ZodApp, deps: RouteDeps) {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Schedule a Call request for the custom-data feature (rate-limited per caller)',
        body: ContactRequest,
        response: { 200: ContactResponse },
      },
    },
    async (request) => {
      const { request_id } = await submitContact(
        deps.db,
        request.caller,
        request.body,
        deps.config.contactRateLimitPerHour,
        deps.now(),
      );
      return { ok: true as const, request_id };
    },
  );
}
