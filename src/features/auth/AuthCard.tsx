import type { ReactNode } from 'react';

/** The card every guest screen draws: heading, lead text, body, and the link row at the bottom. */
export function AuthCard({ titleId, title, subtitle, children, footer }: {
  titleId: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="card auth" aria-labelledby={titleId}>
      <header className="auth__head">
        <h1 id={titleId}>{title}</h1>
        {subtitle && <p className="muted">{subtitle}</p>}
      </header>
      {children}
      {footer && <div className="auth__switch">{footer}</div>}
    </section>
  );
}
