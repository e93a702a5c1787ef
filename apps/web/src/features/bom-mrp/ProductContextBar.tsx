import { type FormEvent, useEffect, useState } from 'react';
import { useT } from '../../i18n/t.ts';
import { localIsoDate } from './bom-form.ts';
import { formatDay } from './bom-format.ts';

interface ProductContextBarProps {
  productId: string;
  onProductChange: (productId: string) => void;
}

/** The Product/Material input and the fixed context line: Plant 1000, BOM Usage 1, Valid From today. */
export function ProductContextBar({ productId, onProductChange }: ProductContextBarProps) {
  const t = useT();
  const [typed, setTyped] = useState(productId);
  useEffect(() => setTyped(productId), [productId]);

  function commit(event?: FormEvent) {
    event?.preventDefault();
    if (typed.trim() !== productId) onProductChange(typed.trim());
  }

  return (
    <form className="product-bar" onSubmit={commit} aria-label={t('bom.product')}>
      <label className="product-bar__input">
        {t('bom.product.input')}
        <input
          value={typed}
          placeholder={t('bom.product.placeholder')}
          onChange={(event) => setTyped(event.target.value.toUpperCase())}
          onBlur={() => commit()}
        />
      </label>
      <p className="product-bar__context">
        <span>
          {t('bom.product.plant')} <strong>1000</strong>
        </span>
        <span>
          {t('bom.product.usage')} <strong>{t('bom.product.usage.production')}</strong>
        </span>
        <span>
          {t('bom.product.validFrom')} <strong>{formatDay(localIsoDate())}</strong>
        </span>
      </p>
    </form>
  );
}
