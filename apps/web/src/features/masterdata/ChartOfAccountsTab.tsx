import type { DataSource } from '@takt/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchAccounts } from '../../api/takt-api.ts';
import { ErrorNote, LoadingNote } from '../../ui/LoadState.tsx';

export function ChartOfAccountsTab({ source }: { source: DataSource }) {
  const accounts = useQuery({
    queryKey: ['masterdata', 'accounts', source],
    queryFn: ({ signal }) => fetchAccounts(source, signal),
  });

  if (accounts.isPending) return <LoadingNote what="master data" />;
  if (accounts.isError) return <ErrorNote prefix="Failed to load master data" error={accounts.error} />;
  if (accounts.data.accounts.length === 0) return <p className="empty-state">No chart of accounts found.</p>;

  return (
    <div className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Normal balance</th>
            <th scope="col">Description</th>
            <th scope="col">Active</th>
          </tr>
        </thead>
        <tbody>
          {accounts.data.accounts.map((account) => (
            <tr key={account.account_id}>
              <td className="mono">{account.account_number}</td>
              <td>{account.account_name}</td>
              <td>{account.account_type}</td>
              <td>{account.normal_balance === 'DEBIT' ? 'Debit' : 'Credit'}</td>
              <td className="wrap">{account.description ?? '-'}</td>
              <td>{account.is_active ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
