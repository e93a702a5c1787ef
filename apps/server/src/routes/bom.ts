import {
  Alternatives,
  Bom,
  BomChatAnswer,
  BomChatRequest,
  BomExplosion,
  BomIdParams,
  BomOptimization,
  BomSaved,
  BomSaveRequest,
  BomSourceQuery,
  BomUpdateRequest,
  BomValidation,
  CostQuery,
  CostRollUp,
  ExplodeRequest,
  MrpRequest,
  MrpResult,
  NoBody,
  OptimizeRequest,
  StockRequirements,
  StockRequirementsQuery,
  WhereUsed,
  WhereUsedRequest,
} from '@takt/contract';
import { readScope } from '../db/scope.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { languageOf } from '../i18n/error-messages.ts';
import { answerBomChat } from '../services/bom/bom-chat.ts';
import {
  alternativesOf,
  costOf,
  createBom,
  explode,
  getBom,
  optimize,
  updateBom,
  usedWhere,
  validateStoredBom,
} from '../services/bom/bom-service.ts';
import type { MrpJobs } from '../services/bom/mrp-runs.ts';
import { runMrpRequest, stockRequirements } from '../services/bom/mrp-service.ts';

const tags = ['bom'];

export function registerBomRoutes(app: ZodApp, deps: RouteDeps) {
  const today = () => deps.now().toISOString().slice(0, 10);
  const scopeOf = (caller: Parameters<typeof readScope>[1], source: Parameters<typeof readScope>[2]) =>
    readScope(deps.db, caller, source);
  // MRP runs go off the request thread, as jobs any process's runner takes.
  const mrpJobs: MrpJobs = { db: deps.db, runner: deps.runner, policy: deps.config.solveQueue };

  app.post(
    '/api/bom/create',
    {
      schema: {
        tags,
        summary: 'Create a BOM (every save rule checked, one transaction)',
        body: BomSaveRequest,
        response: { 200: BomSaved },
      },
    },
    async (request) =>
      createBom(
        deps.db,
        request.caller,
        request.body,
        today(),
        languageOf(request.headers['accept-language']),
      ),
  );

  app.get(
    '/api/bom/:id',
    {
      schema: {
        tags,
        summary: 'A BOM with its components (404 when none exists)',
        params: BomIdParams,
        querystring: BomSourceQuery,
        response: { 200: Bom },
      },
    },
    async (request) =>
      getBom(deps.db, await scopeOf(request.caller, request.query.source), request.params.id),
  );

  app.put(
    '/api/bom/:id',
    {
      schema: {
        tags,
        summary: 'Change a BOM at the version the caller read (409 when stale)',
        params: BomIdParams,
        body: BomUpdateRequest,
        response: { 200: BomSaved },
      },
    },
    async (request) =>
      updateBom(
        deps.db,
        request.caller,
        request.params.id,
        request.body,
        today(),
        languageOf(request.headers['accept-language']),
      ),
  );

  app.post(
    '/api/bom/explode',
    {
      schema: {
        tags,
        summary: 'Multi-level explosion with cumulative quantities and the critical path',
        body: ExplodeRequest,
        response: { 200: BomExplosion },
      },
    },
    async (request) => {
      const { product_id, quantity, max_level, source } = request.body;
      return explode(deps.db, await scopeOf(request.caller, source), product_id, quantity, max_level);
    },
  );

  app.post(
    '/api/bom/where-used',
    {
      schema: {
        tags,
        summary: 'Where an item is used, up to the finished goods',
        body: WhereUsedRequest,
        response: { 200: WhereUsed },
      },
    },
    async (request) => {
      const { item_id, max_level, source } = request.body;
      return usedWhere(deps.db, await scopeOf(request.caller, source), item_id, max_level);
    },
  );

  app.post(
    '/api/bom/validate/:id',
    {
      schema: {
        tags,
        summary: 'Check a stored BOM against the save rules and the whole structure',
        params: BomIdParams,
        querystring: BomSourceQuery,
        body: NoBody,
        response: { 200: BomValidation },
      },
    },
    async (request) =>
      validateStoredBom(
        deps.db,
        await scopeOf(request.caller, request.query.source),
        request.params.id,
        languageOf(request.headers['accept-language']),
      ),
  );

  app.get(
    '/api/bom/cost/:id',
    {
      schema: {
        tags,
        summary: 'Material cost roll-up for a quantity',
        params: BomIdParams,
        querystring: CostQuery,
        response: { 200: CostRollUp },
      },
    },
    async (request) =>
      costOf(
        deps.db,
        await scopeOf(request.caller, request.query.source),
        request.params.id,
        request.query.quantity,
      ),
  );

  app.get(
    '/api/bom/alternatives/:id',
    {
      schema: {
        tags,
        summary: 'Items that could replace a component, cheapest first',
        params: BomIdParams,
        querystring: BomSourceQuery,
        response: { 200: Alternatives },
      },
    },
    async (request) =>
      alternativesOf(deps.db, await scopeOf(request.caller, request.query.source), request.params.id),
  );

  app.post(
    '/api/bom/optimize',
    {
      schema: {
        tags,
        summary: 'Cheaper alternatives per component with the saving',
        body: OptimizeRequest,
        response: { 200: BomOptimization },
      },
    },
    async (request) => {
      const { product_id, quantity, source } = request.body;
      return optimize(deps.db, await scopeOf(request.caller, source), product_id, quantity);
    },
  );

  app.post(
    '/api/bom/mrp',
    {
      schema: {
        tags,
        summary: 'MRP for demand orders: planned orders, action messages, capacity check',
        body: MrpRequest,
        response: { 200: MrpResult },
      },
    },
    async (request, reply) => {
      const json = await runMrpRequest(
        mrpJobs,
        request.caller,
        await scopeOf(request.caller, request.body.source),
        request.body,
        deps.now(),
        languageOf(request.headers['accept-language']),
      );
      // The worker thread mapped and serialised the result (the contract's MrpResult, checked by the
      // mapper's types and tests): sent as it is, a plant's result is never rebuilt on this thread.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => payload as string)
        .send(json as unknown as MrpResult);
    },
  );

  app.post(
    '/api/bom/chat',
    {
      schema: {
        tags,
        summary: 'Questions about the BOM in context, answered from the dataset',
        body: BomChatRequest,
        response: { 200: BomChatAnswer },
      },
    },
    async (request) =>
      answerBomChat(
        deps.db,
        await scopeOf(request.caller, request.body.source),
        request.body,
        languageOf(request.headers['accept-language']),
      ),
  );

  app.get(
    '/api/mrp/stock-requirements/:id',
    {
      schema: {
        tags: ['mrp'],
        summary: 'MD04: an item’s stock, requirements, receipts and planned orders with the running balance',
        params: BomIdParams,
        querystring: StockRequirementsQuery,
        response: { 200: StockRequirements },
      },
    },
    async (request) =>
      stockRequirements(
        mrpJobs,
        request.caller,
        await scopeOf(request.caller, request.query.source),
        request.params.id,
        request.query.horizon_days,
        deps.now(),
        languageOf(request.headers['accept-language']),
      ),
  );
}
