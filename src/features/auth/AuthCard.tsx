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

/** The card a guest form turns into once the server confirmed what was sent (recovery, contact). */
export function AuthDone({ titleId, title, icon, message, footer, children }: {
  titleId: string;
  title: string;
  icon: ReactNode;
  message: string;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <AuthCard titleId={titleId} title={title} footer={footer}>
      <div className="auth__done" role="status">
        <span className="auth__done-icon">{icon}</span>
        <p>{message}</p>
        {children}
      </div>
    </AuthCard>
  );
}
