/** The registration wizard's step indicator (SPEC §4: personal, Address, Message, Done). */
import styles from './auth.module.css';

export function WizardSteps({
  steps,
  current,
  label,
}: {
  steps: readonly string[];
  current: number;
  /** The list's accessible name ("Registration steps"). */
  label: string;
}) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((label, index) => (
        <li
          key={label}
          aria-current={index === current ? 'step' : undefined}
          className={index < current ? styles.done : undefined}
        >
          {index + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
