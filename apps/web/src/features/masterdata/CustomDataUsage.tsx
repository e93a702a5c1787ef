import { useQuery } from '@tanstack/react-query';
import { fetchUsage } from '../../api/takt-api.ts';

const LABELS: Record<string, string> = { custom_orders: 'orders', custom_operations: 'operations' };

/** How much of the plan's custom-data limits the caller uses, e.g. "Custom data: 2 of 5,000 orders". */
export function CustomDataUsage() {
  const { data } = useQuery({
    queryKey: ['masterdata', 'usage'],
    queryFn: ({ signal }) => fetchUsage(signal),
  });
  const lines = data?.usage.filter((line) => line.metric in LABELS) ?? [];
  if (lines.length === 0) return null;
  const number = new Intl.NumberFormat('en-US');
  return (
    <span className="custom-data__hint custom-data__usage">
      Custom data:{' '}
      {lines
        .map((line) => `${number.format(line.used)} of ${number.format(line.limit)} ${LABELS[line.metric]}`)
        .join(' · ')}
    </span>
  );
}
