import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ServerConfig } from './config.ts';
import type { TaktDatabase } from './db/database.ts';
import type { Caller } from './db/scope.ts';
import { callerIdentifier } from './http/auth.ts';
import { answerClientError, handleError, MAX_PARAM_LENGTH, routeNotFound } from './http/error-handler.ts';
import { registerSecurity } from './http/security.ts';
import type { RouteDeps, ZodApp } from './http/types.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { stopStationAssignmentWorkers } from './jobs/run-station-assignment.ts';
import { registerBomRoutes } from './routes/bom.ts';
import { registerCapacityRoutes } from './routes/capacity.ts';
import { registerContactRoutes } from './routes/contact.ts';
import { registerFinancialRoutes } from './routes/financial.ts';
import { registerFinancialBillRoutes } from './routes/financial-bills.ts';
import { registerInventoryRoutes } from './routes/inventory.ts';
import { registerLineBalancingRoutes } from './routes/line-balancing.ts';
import { registerLineBalancingAssignRoutes } from './routes/line-balancing-assign.ts';
import { registerMasterdataRoutes } from './routes/masterdata.ts';
import { registerMrpRunRoutes } from './routes/mrp-runs.ts';
import { registerOrderLifecycleRoutes } from './routes/order-lifecycle.ts';
import { registerOrderRoutes } from './routes/orders.ts';
import { registerPlantRoutes } from './routes/plant.ts';
import { registerPromiseRoutes } from './routes/promise.ts';
import { registerReportRoutes } from './routes/reports.ts';
import { registerScheduleRoutes } from './routes/schedule.ts';
import { registerSystemRoutes } from './routes/system.ts';
import { registerUsageRoutes } from './routes/usage.ts';
import { parseRunEvent, RUN_CHANNEL } from './services/schedule/run-events.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

const BODY_LIMIT_BYTES = 1_048_576;

export interface AppOptions {
  database: TaktDatabase;
  config: ServerConfig;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

/** The HTTP service: the API under /api, its OpenAPI reference at /api/docs, and the built web app. */
export async function buildApp(options: AppOptions): Promise<ZodApp> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Errors met before any route runs also answer in the one error shape (issue 11).
    frameworkErrors: handleError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  const identify = callerIdentifier(config.auth);
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) request.caller = await identify(request);
  });

  await registerSecurity(app, config, database.kind === 'postgres' ? database.db : undefined);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Takt API',
        version: '0.1.0',
        description: 'AI-assisted production planning: the API both screens use.',
      },
    },
    transform: jsonSchemaTransform,
    // Recursive answers (a BOM explosion's nodes) are named schemas the document's components hold.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const runner = new JobRunner(
    database.db,
    {
      schedule: config.solverConcurrency,
      mrp: 1,
      ...(config.solverSearches ? { searches: config.solverSearches } : {}),
    },
    app.log,
  );
  // On PostgreSQL the other processes' solve events (queued, progress, finished, cancel) reach this
  // one's runner, waits and event streams by notification; on PGlite this process is the only one.
  let stopListening: () => Promise<void> = async () => undefined;
  app.addHook('onReady', async () => {
    if (database.listen)
      stopListening = await database.listen(RUN_CHANNEL, (payload) => {
        const event = parseRunEvent(payload);
        if (event) runner.events.emit(event);
      });
    runner.start();
  });
  app.addHook('onClose', async () => {
    await stopListening();
    await runner.stop();
    await stopStationAssignmentWorkers();
  });
  const deps: RouteDeps = {
    db: database.db,
    databaseKind: database.kind,
    config,
    now: options.now ?? (() => new Date()),
    runner,
  };
  registerSystemRoutes(app, deps);
  registerMasterdataRoutes(app, deps);
  registerUsageRoutes(app, deps);
  registerInventoryRoutes(app, deps);
  registerFinancialRoutes(app, deps);
  registerFinancialBillRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerOrderLifecycleRoutes(app, deps);
  registerPlantRoutes(app, deps);
  registerScheduleRoutes(app, deps);
  registerBomRoutes(app, deps);
  registerMrpRunRoutes(app, deps);
  registerPromiseRoutes(app, deps);
  registerCapacityRoutes(app, deps);
  registerLineBalancingRoutes(app, deps);
  registerLineBalancingAssignRoutes(app, deps);
  registerReportRoutes(app, deps);

  await serveWebApp(app, config.webDist);
  return app;
}

/** Serves the built React app with a fallback to index.html for in-app paths; /api stays JSON. */
async function serveWebApp(app: ZodApp, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webDist, wildcard: true });
  app.setNotFoundHandler((request, reply) => {
    if (!hasWeb || request.url.startsWith('/api') || request.method !== 'GET')
      return routeNotFound(request, reply);
    return reply.sendFile('index.html');
  });
}
