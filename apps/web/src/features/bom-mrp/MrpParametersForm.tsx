import { useT } from '../../i18n/t.ts';
import { DemandOrdersList } from './DemandOrdersList.tsx';
import {
  clampHorizon,
  HORIZON_RANGE,
  type MrpParameters,
  newDemandOrder,
  PLANNING_CHOICES,
  PROCESSING_KEYS,
  TIME_BUCKETS,
} from './mrp-parameters.ts';

interface MrpParametersFormProps {
  parameters: MrpParameters;
  productId: string;
  isRunning: boolean;
  onChange: (parameters: MrpParameters) => void;
  onRun: () => void;
}

/** Planning Parameters (MD01): demand orders, horizon, bucket, processing key and the two choices. */
export function MrpParametersForm({
  parameters,
  productId,
  isRunning,
  onChange,
  onRun,
}: MrpParametersFormProps) {
  const t = useT();
  const edit = (patch: Partial<MrpParameters>) => onChange({ ...parameters, ...patch });
  return (
    <div className="mrp-parameters">
      <DemandOrdersList
        orders={parameters.orders}
        onAdd={() => edit({ orders: [...parameters.orders, newDemandOrder(productId)] })}
        onRemove={(key) => edit({ orders: parameters.orders.filter((o) => o.key !== key) })}
        onEdit={(key, patch) =>
          edit({ orders: parameters.orders.map((o) => (o.key === key ? { ...o, ...patch } : o)) })
        }
      />
      <fieldset className="mrp-control" aria-label={t('mrp.control')}>
        <label>
          {t('mrp.horizon')}
          <input
            type="number"
            min={HORIZON_RANGE.min}
            max={HORIZON_RANGE.max}
            step={1}
            value={Number.isNaN(parameters.horizonDays) ? '' : parameters.horizonDays}
            onChange={(event) => {
              const days = event.target.valueAsNumber;
              edit({ horizonDays: Number.isNaN(days) ? days : Math.min(days, HORIZON_RANGE.max) });
            }}
            onBlur={() => edit({ horizonDays: clampHorizon(parameters.horizonDays) })}
          />
        </label>
        <label>
          {t('mrp.bucket')}
          <select
            value={parameters.timeBucketDays}
            onChange={(event) =>
              edit({ timeBucketDays: Number(event.target.value) as MrpParameters['timeBucketDays'] })
            }
          >
            {TIME_BUCKETS.map((bucket) => (
              <option key={bucket.days} value={bucket.days}>
                {t(bucket.label)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('mrp.processingKey')}
          <select
            value={parameters.processingKey}
            onChange={(event) =>
              edit({ processingKey: event.target.value as MrpParameters['processingKey'] })
            }
          >
            {PROCESSING_KEYS.map((key) => (
              <option key={key}>{key}</option>
            ))}
          </select>
        </label>
        <label>
          {t('mrp.purchaseReq')}
          <select
            value={parameters.purchaseRequisitionChoice}
            onChange={(event) =>
              edit({ purchaseRequisitionChoice: event.target.value as MrpParameters['schedulingChoice'] })
            }
          >
            {PLANNING_CHOICES.map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </select>
        </label>
        <label>
          {t('mrp.scheduling')}
          <select
            value={parameters.schedulingChoice}
            onChange={(event) =>
              edit({ schedulingChoice: event.target.value as MrpParameters['schedulingChoice'] })
            }
          >
            {PLANNING_CHOICES.map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </select>
        </label>
        <label className="mrp-control__check">
          <input
            type="checkbox"
            checked={parameters.includeSalesOrders}
            onChange={(event) => edit({ includeSalesOrders: event.target.checked })}
          />
          {t('mrp.salesOrders')}
        </label>
        <p className="muted mrp-control__note">{t('mrp.localOnly')}</p>
      </fieldset>
      <button
        type="button"
        className="button button--primary"
        onClick={onRun}
        disabled={parameters.orders.length === 0 || isRunning}
      >
        {isRunning ? t('mrp.running') : t('mrp.run')}
      </button>
    </div>
  );
}
