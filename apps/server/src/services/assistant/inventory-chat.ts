import { interpretCommand } from '@takt/assistant';
import type { InventoryChatRequest, InventoryChatResponse } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, readScope } from '../../db/scope.ts';
import { requestedLanguage } from '../../i18n/locale.ts';
import { t } from '../../i18n/translate.ts';
import { plantClock } from '../../time/plant-clock.ts';
import { plantTimeZone } from '../plant-time.ts';
import { loadMasterData } from './master-data.ts';
import { answerInventory, answerProductionStatus } from './tool-answers.ts';

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
  if (reading.needs_clarification && reading.intent === 'inventory.query') {
    return { ...base, success: true, message: reading.needs_clarification.question, visualization: null };
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
