import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useT } from '../../i18n/t.ts';

interface ItemQueryFormProps {
  label: string;
  itemId: string;
  submitLabel: string;
  onSubmit: (itemId: string) => void;
  children?: ReactNode;
}

/** An item ID with extra parameters and a submit button; the page's product fills the item in. */
export function ItemQueryForm({ label, itemId, submitLabel, onSubmit, children }: ItemQueryFormProps) {
  const t = useT();
  const [typed, setTyped] = useState(itemId);
  useEffect(() => setTyped(itemId), [itemId]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(typed.trim());
  }

  return (
    <form className="item-query" onSubmit={submit} aria-label={label}>
      <label>
        {t('bom.item.material')}
        <input value={typed} onChange={(event) => setTyped(event.target.value.toUpperCase())} />
      </label>
      {children}
      <button type="submit" className="button button--primary" disabled={!typed.trim()}>
        {submitLabel}
      </button>
    </form>
  );
}
