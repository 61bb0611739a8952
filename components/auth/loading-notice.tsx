/** A spinner with the words of SPEC §2 ("Loading school information...", "Checking authentication..."). */

export function LoadingNotice({ text }: { text: string }) {
  return (
    <div className="d-flex align-items-center gap-2 py-3" role="status" aria-live="polite">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
