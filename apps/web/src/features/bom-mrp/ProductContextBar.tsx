import { type FormEvent, useEffect, useState } from 'react';
import { localIsoDate } from './bom-form.ts';

interface ProductContextBarProps {
  productId: string;
  onProductChange: (productId: string) => void;
}

/** The Product/Material input and the fixed context line: Plant 1000, BOM Usage 1, Valid From today. */
export function ProductContextBar({ productId, onProductChange }: ProductContextBarProps) {
  const [typed, setTyped] = useState(productId);
  useEffect(() => setTyped(productId), [productId]);

  function commit(event?: FormEvent) {
    event?.preventDefault();
    if (typed.trim() !== productId) onProductChange(typed.trim());
  }

  return (
    <form className="product-bar" onSubmit={commit} aria-label="Product">
      <label className="product-bar__input">
        Product/Material
        <input
          value={typed}
          placeholder="e.g. PRODUCT-001"
          onChange={(event) => setTyped(event.target.value.toUpperCase())}
          onBlur={() => commit()}
        />
      </label>
      <p className="product-bar__context">
        <span>
          Plant <strong>1000</strong>
        </span>
        <span>
          BOM Usage <strong>1 Production</strong>
        </span>
        <span>
          Valid From <strong>{localIsoDate()}</strong>
        </span>
      </p>
    </form>
  );
}
