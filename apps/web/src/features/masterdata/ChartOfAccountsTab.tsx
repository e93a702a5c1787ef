import type { DataSource } from '@takt/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchAccounts } from '../../api/takt-api.ts';
import { useT } from '../../i18n/t.ts';
import { ErrorNote, LoadingNote } from '../../ui/LoadState.tsx';

export function ChartOfAccountsTab({ source }: { source: DataSource }) {
  const t = useT();
  const accounts = useQuery({
    queryKey: ['masterdata', 'accounts', source],
    queryFn: ({ signal }) => fetchAccounts(source, signal),
  });

  if (accounts.isPending) return <LoadingNote what={t('md.loading')} />;
  if (accounts.isError) return <ErrorNote prefix={t('md.failed')} error={accounts.error} />;
  if (accounts.data.accounts.length === 0) return <p className="empty-state">{t('md.accounts.empty')}</p>;

  return (
    <div className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('md.accounts.account')}</th>
            <th scope="col">{t('md.accounts.name')}</th>
            <th scope="col">{t('md.accounts.type')}</th>
            <th scope="col">{t('md.accounts.normalBalance')}</th>
            <th scope="col">{t('md.accounts.description')}</th>
            <th scope="col">{t('md.accounts.active')}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.data.accounts.map((account) => (
            <tr key={account.account_id}>
              <td className="mono">{account.account_number}</td>
              <td>{account.account_name}</td>
              <td>{account.account_type}</td>
              <td>{t(account.normal_balance === 'DEBIT' ? 'md.accounts.DEBIT' : 'md.accounts.CREDIT')}</td>
              <td className="wrap">{account.description ?? '-'}</td>
              <td>{t(account.is_active ? 'common.yes' : 'common.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
