import { DIALOG_DEPARTMENT, MAIN_VIEW_DEPARTMENT } from '@common/support';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { fetchSupportCatalogue, fetchTickets, type SupportCatalogue } from '@/api/support';
import { saveLastCopy, useLastCopy } from '@/db/lastCopy';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { FragmentText } from '@/content/FragmentText';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { CATALOGUE_COPY_KEY, parseCatalogue, parseTickets, statusTone, TICKETS_COPY_KEY, titleOf } from './rules';
import { TicketForm } from './TicketForm';
import { TicketView } from './TicketView';
import { LoadingBlock } from '@/ui/LoadingBlock';

const TICKET_ROUTE = /^\/show\/support\/(\d{1,9})$/;

/**
 * Widget `support` (#/show/support): the trader's tickets from their last copy (so the list opens offline), the
 * new-ticket dialog, and the ticket view at #/show/support/{id}.
 */
export default function SupportScreen() {
  const t = useT();
  const lang = currentLang();
  const online = useOnline();
  const [location, navigate] = useLocation();
  const ticketId = Number(TICKET_ROUTE.exec(location)?.[1] ?? 0);
  const tickets = useLastCopy(TICKETS_COPY_KEY, parseTickets);
  const catalogueCopy = useLastCopy(CATALOGUE_COPY_KEY, parseCatalogue);
  const catalogue: SupportCatalogue | null = catalogueCopy?.value ?? null;
  const [loadError, setLoadError] = useState(false);
  const [dialog, setDialog] = useState(false);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });

  // Opening the screen refreshes both copies at once; the poller keeps the list fresh afterwards.
  // oxlint-disable-next-line react/exhaustive-deps, react/exhaustive-effect-dependencies -- the catalogue's titles follow the language
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      fetchSupportCatalogue(controller.signal).then((value) => saveLastCopy(CATALOGUE_COPY_KEY, value)),
      fetchTickets(controller.signal).then((value) => saveLastCopy(TICKETS_COPY_KEY, value)),
    ])
      .then(() => setLoadError(false))
      .catch(() => {
        if (!controller.signal.aborted) setLoadError(true);
      });
    return () => controller.abort();
  }, [lang]);

  const open = (id: number) => navigate(`/show/support/${id}`);

  if (ticketId > 0) {
    return <TicketView key={ticketId} id={ticketId} catalogue={catalogue} lang={lang} online={online} onBack={() => navigate('/show/support')} />;
  }

  if (tickets === undefined || catalogueCopy === undefined) return <LoadingBlock label={t('loading')} />;
  const list = tickets?.value ?? [];

  return (
    <div className="support">
      {loadError && <Alert tone={online ? 'error' : 'info'}>{t(online ? 'support.load_error' : 'support.offline_list')}</Alert>}
      <div className="support__bar">
        <h2>{t('support.your_tickets')}</h2>
        <Button variant="primary" disabled={!catalogue} onClick={() => setDialog(true)}>
          {t('support.new_ticket')}
        </Button>
      </div>
      {list.length > 0 ? (
        <ul className="ticket-list">
          {list.map((ticket) => (
            <li key={ticket.id}>
              <a className="ticket-list__item" href={`#/show/support/${ticket.id}`}>
                <span className="ticket-list__subject">
                  <span className="muted">#{ticket.id}</span> {ticket.subject}
                </span>
                <span className={`ticket-status ticket-status--${statusTone(ticket.status_id)}`}>
                  {catalogue ? titleOf(catalogue.statuses, ticket.status_id) : `#${ticket.status_id}`}
                </span>
                <span className="ticket-list__meta muted">
                  {catalogue ? titleOf(catalogue.departments, ticket.department_id) : ''} · {t('support.updated', { when: when.format(ticket.updated_at) })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : catalogue ? (
        // The main view: no tickets yet, so the form is right here (department 8, spec §9).
        <section className="support__first" aria-labelledby="support-first-title">
          <h3 id="support-first-title">{t('support.first_title')}</h3>
          <p className="muted">{t('support.first_text')}</p>
          <TicketForm catalogue={catalogue} department={MAIN_VIEW_DEPARTMENT} online={online} onCreated={(ticket) => open(ticket.id)} />
        </section>
      ) : (
        <p className="muted">{t(online ? 'support.empty' : 'support.offline_list')}</p>
      )}
      <Dialog open={dialog} onClose={() => setDialog(false)} title={t('support.new_ticket')} closeLabel={t('close')} className="dialog--wide">
        <FragmentText name="support_dialog" lang={lang}>
          <p>{t('support.dialog_text')}</p>
        </FragmentText>
        {catalogue && (
          <TicketForm
            catalogue={catalogue}
            department={DIALOG_DEPARTMENT}
            online={online}
            onCreated={(ticket) => {
              setDialog(false);
              open(ticket.id);
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
