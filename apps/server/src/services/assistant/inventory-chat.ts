import { interpretCommand, readSetupQuestion } from '@takt/assistant';
import type { InventoryChatRequest, InventoryChatResponse } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, readScope } from '../../db/scope.ts';
import { requestedLanguage } from '../../i18n/locale.ts';
import { t } from '../../i18n/translate.ts';
import { plantClock } from '../../time/plant-clock.ts';
import { listInventoryItems } from '../inventory-service.ts';
import { plantTimeZone } from '../plant-time.ts';
import { loadMasterData } from './master-data.ts';
import { answerSetupQuestion } from './setup-answers.ts';
import { answerInventory, answerProductionStatus } from './tool-answers.ts';
import { proposeTransfer } from './transfer-proposal.ts';

/** How many low-stock items a question naming no item offers as buttons. */
const LOW_STOCK_CHOICES = 6;

/**
 * The MB51 AI Assistant tab: stock questions answered from the caller's inventory. Planning
 * commands belong to PP01 and the assistant panel, and the answer says so rather than solving here.
 */
export async function inventoryChat(
  db: Kysely<Database>,
  caller: Caller,
  request: InventoryChatRequest,
  now: Date,
): Promise<InventoryChatResponse> {
  const scope = await readScope(db, caller, request.source);
  const [masterData, timeZone] = await Promise.all([
    loadMasterData(db, scope.datasetId),
    plantTimeZone(db, scope.datasetId),
  ]);
  const language = requestedLanguage(request.language);
  const reading = interpretCommand(request.message, {
    now,
    masterData,
    timezoneOffsetMinutes: plantClock(timeZone)(now.getTime()),
    ...(language ? { language } : {}),
  });
  const base = {
    intent: reading.intent,
    needs_clarification: Boolean(reading.needs_clarification),
    suggested_actions: reading.needs_clarification?.suggested_actions ?? [],
  };
  // The example chips ask about changeover times, which the setup matrix answers, not the stock.
  const setupQuestion = readSetupQuestion(request.message, masterData.workCenters);
  if (setupQuestion) {
    const answer = await answerSetupQuestion(db, scope.datasetId, setupQuestion, reading.language);
    return {
      intent: 'setup.query',
      needs_clarification: false,
      suggested_actions: [],
      success: true,
      message: answer.text,
      visualization: answer.table,
    };
  }
  if (reading.needs_clarification && reading.intent === 'inventory.query') {
    if (base.suggested_actions.length > 0)
      return { ...base, success: true, message: reading.needs_clarification.question, visualization: null };
    // "Check inventory" names no item: offer the items that need attention as the choices.
    const low = (await listInventoryItems(db, scope, true)).sort(
      (a, b) => Number(b.stock_status === 'critical') - Number(a.stock_status === 'critical'),
    );
    return {
      ...base,
      success: true,
      message: t(reading.language, 'inventoryChat.pickLowItem', { count: low.length }),
      suggested_actions: low.slice(0, LOW_STOCK_CHOICES).map((item) => ({
        label: `${item.item_id} — ${item.description}`,
        prompt: t(reading.language, 'inventoryChat.checkItem', { item: item.item_id }),
      })),
      visualization: null,
    };
  }
  if (reading.intent === 'inventory.query') {
    const answer = await answerInventory(db, scope, reading, now);
    return {
      ...base,
      success: true,
      message: answer.text,
      visualization: tableOf(answer.data, reading.language),
    };
  }
  if (reading.intent === 'inventory.transfer') {
    const proposal = await proposeTransfer(db, scope, reading);
    return {
      ...base,
      needs_clarification: !proposal.actions,
      success: true,
      message: proposal.text,
      visualization: null,
      ...(proposal.actions ? { actions: proposal.actions } : {}),
    };
  }
  if (reading.intent === 'production.status') {
    const answer = await answerProductionStatus(db, scope, now, reading.language);
    return { ...base, success: true, message: answer.text, visualization: null };
  }
  return {
    ...base,
    success: false,
    message: t(
      reading.language,
      reading.intent.startsWith('schedule.') ? 'inventoryChat.scheduling' : 'inventoryChat.help',
    ),
    visualization: null,
  };
}

/** The answer's table, its headings and stock statuses in the reply's language. */
function tableOf(data: unknown, language: string): InventoryChatResponse['visualization'] {
  const items = (
    data as {
      items?: {
        item_id: string;
        description: string;
        available: number;
        reorder_point: number;
        stock_status: string;
      }[];
    }
  )?.items;
  if (items) {
    return {
      type: 'table',
      columns: [
        t(language, 'inventoryChat.column.item'),
        t(language, 'inventoryChat.column.description'),
        t(language, 'inventoryChat.column.available'),
        t(language, 'inventoryChat.column.reorderPoint'),
        t(language, 'inventoryChat.column.status'),
      ],
      rows: items.map((i) => [
        i.item_id,
        i.description,
        i.available,
        i.reorder_point,
        t(language, 'stock.status', { status: i.stock_status }),
      ]),
    };
  }
  const locations = (data as { locations?: { location_id: string; on_hand: number; reserved: number }[] })
    ?.locations;
  if (locations) {
    return {
      type: 'table',
      columns: [
        t(language, 'inventoryChat.column.location'),
        t(language, 'inventoryChat.column.onHand'),
        t(language, 'inventoryChat.column.reserved'),
      ],
      rows: locations.map((l) => [l.location_id, l.on_hand, l.reserved]),
    };
  }
  return null;
}
