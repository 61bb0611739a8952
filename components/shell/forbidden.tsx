/** The 403 screen, drawn inside the shell when the user's menu has no item for the page. */

export function Forbidden({ home }: { home: string }) {
  return (
    <section className="shell-message" aria-labelledby="forbidden-title">
      <p className="shell-message-code">403</p>
      <h1 id="forbidden-title" className="h3">
        You do not have access to this page
      </h1>
      <p>
        Your role does not include this screen. If you need it, ask your school administrator to
        give you the permission.
      </p>
      {/* A plain link (a full load is fine here): next/link in the school layout would add its
          code to every page's shared bundle. */}
      <a className="btn btn-primary" href={home}>
        Back to your home page
      </a>
    </section>
  );
}
