import { PlantSettings, PlantSettingsUpdate, SourceQuery } from '@takt/contract';
import { readScope } from '../db/scope.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { readPlantSettings, updatePlantSettings } from '../services/plant-settings-service.ts';

export function registerPlantRoutes(app: ZodApp, deps: RouteDeps) {
  app.get(
    '/api/plant/settings',
    {
      schema: {
        tags: ['system'],
        summary: "The plant's time zone and the repair rules every reschedule starts from",
        querystring: SourceQuery,
        response: { 200: PlantSettings },
      },
    },
    async (request) =>
      readPlantSettings(deps.db, await readScope(deps.db, request.caller, request.query.source)),
  );

  app.put(
    '/api/plant/settings',
    {
      schema: {
        tags: ['system'],
        summary: "Change the plant's repair rules (stability, frozen horizon, prices)",
        body: PlantSettingsUpdate,
        response: { 200: PlantSettings },
      },
    },
    async (request) => updatePlantSettings(deps.db, request.caller, request.body),
  );
}
