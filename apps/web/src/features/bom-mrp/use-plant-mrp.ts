import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type MrpRunProgress, runMrp } from '../../api/bom-api.ts';
import { fetchInventoryItems } from '../../api/takt-api.ts';
import { t } from '../../i18n/t.ts';
import { PLANT_MRP_REQUEST } from './plant-mrp.ts';

export const plantMrpQueryKey = ['plant-mrp'] as const;

/**
 * MD01's plan: the plant's MRP run, loaded when the screen opens and on Refresh; Run MRP runs it again
 * and tells the user how it went (enterprise-shell §4, §8). The item master gives reorder points and costs.
 */
export function usePlantMrp() {
  const [isRunRequested, setIsRunRequested] = useState(false);
  const [progress, setProgress] = useState<MrpRunProgress | null>(null);
  const plan = useQuery({
    queryKey: plantMrpQueryKey,
    queryFn: ({ signal }) => {
      setProgress(null);
      return runMrp(PLANT_MRP_REQUEST, signal, setProgress);
    },
    retry: false,
  });
  const items = useQuery({
    queryKey: ['inventory-items', 'playground'],
    queryFn: ({ signal }) => fetchInventoryItems('playground', signal),
  });

  async function runCalculation() {
    setIsRunRequested(true);
    try {
      const outcome = await plan.refetch();
      window.alert(outcome.isError ? t('md01.error') : t('md01.done'));
    } finally {
      setIsRunRequested(false);
    }
  }

  return {
    result: plan.data ?? null,
    error: plan.error,
    isRunning: plan.isFetching,
    /** The running MRP's items planned of the total, once it has reported. */
    progress,
    isRunRequested,
    items: items.data?.items ?? [],
    runCalculation,
    refresh: () => {
      void plan.refetch();
      void items.refetch();
    },
  };
}
