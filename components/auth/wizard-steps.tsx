/** The registration wizard's step indicator (SPEC §4: personal, Address, Message, Done). */
import styles from './auth.module.css';

export function WizardSteps({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol className={styles.steps} aria-label="Registration steps">
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
