/**
 * What an office reads for an entity of the log: the label its module's manifest declares
 * (`audit: { 'fee-payments': 'Fee payment' }`), or, for an entity no module labels (rows
 * written by an older version), the readable form of its name (`fee-payments` → `Fee payments`).
 */
import type { ApiModule } from '../../http/module';

export type EntityLabelOf = (entity: string) => string;

/** `fee-payments` → `Fee payments`: the name as words, its first letter capital. */
const readableEntity = (entity: string): string => {
  const words = entity.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The labels of every manifest, by entity. Two modules may record the same entity (payroll
 * posts expenses) but must call it the same: a mismatch is refused when the routes are built.
 */
export function entityLabels(modules: readonly Pick<ApiModule, 'name' | 'audit'>[]): EntityLabelOf {
  const labels = new Map<string, { label: string; module: string }>();
  for (const m of modules)
    for (const [entity, label] of Object.entries(m.audit ?? {})) {
      const first = labels.get(entity);
      if (first && first.label !== label)
        throw new Error(
          `The audit entity "${entity}" is labelled "${first.label}" by ${first.module} and "${label}" by ${m.name}.`,
        );
      labels.set(entity, { label, module: m.name });
    }
  return (entity) => labels.get(entity)?.label ?? readableEntity(entity);
}
