/** The footer: the school and the product behind it. */
export function Footer({ schoolName }: { schoolName: string }) {
  return (
    <footer className="shell-footer">
      <span>
        © {new Date().getFullYear()} {schoolName}
      </span>
      <span>School management by Schola</span>
    </footer>
  );
}
