import { useQuery } from '@tanstack/react-query';
import { fetchUsage } from '../../api/takt-api.ts';
import { type UiKey, useT } from '../../i18n/t.ts';

const LABELS: Record<string, UiKey> = {
  custom_orders: 'md.usage.orders',
  custom_operations: 'md.usage.operations',
};

/** How much of the plan's custom-data limits the caller uses, e.g. "Custom data: 2 of 5,000 orders". */
export function CustomDataUsage() {
  const { data } = useQuery({
    queryKey: ['masterdata', 'usage'],
    queryFn: ({ signal }) => fetchUsage(signal),
  });
  const t = useT();
  const lines = data?.usage.filter((line) => line.metric in LABELS) ?? [];
  if (lines.length === 0) return null;
  return (
    <span className="custom-data__hint custom-data__usage">
      {t('md.usage', {
        lines: lines
          .map((line) => t(LABELS[line.metric] as UiKey, { used: line.used, limit: line.limit }))
          .join(' · '),
      })}
    </span>
  );
}
