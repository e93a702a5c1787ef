import { useT } from '../../i18n/t.ts';

interface OrderPagerProps {
  total: number;
  offset: number;
  limit: number;
  onOffset: (offset: number) => void;
  /** What the list holds, named after the count ("production orders"). */
  what?: string;
}

/** "Showing 21–40 of 85" with Previous and Next: every order of a long list can be reached. */
export function OrderPager({ total, offset, limit, onOffset, what }: OrderPagerProps) {
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  const t = useT();
  return (
    <nav className="order-pager" aria-label={t('pager')}>
      <button
        type="button"
        className="button"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - limit))}
      >
        {t('pager.previous')}
      </button>
      <span className="order-pager__range" role="status">
        {what ? t('pager.rangeOf', { first, last, total, what }) : t('pager.range', { first, last, total })}
      </span>
      <button
        type="button"
        className="button"
        disabled={last >= total}
        onClick={() => onOffset(offset + limit)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
