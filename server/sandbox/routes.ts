import { Hono } from 'hono';
import { field, readFields } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Wired } from '../deps.ts';
import { sandboxAccountRoutes } from './account.ts';
import { sandboxInvoiceRoutes } from './invoice.ts';
import { sandboxNotificationRoutes } from './notification.ts';
import { sandboxHostedRoutes } from './processors/hosted.ts';
import { sandboxProcessorRoutes } from './processors/routes.ts';
import type { WebhookDelivery } from './processors/webhook.ts';
import { sandboxPaymentRoutes } from './payment.ts';
import { sandboxSignalRoutes } from './signal.ts';
import { sandboxFeedSeedRoutes } from './feed-seed.ts';
import { sandboxSkrillRoutes } from './processors/skrill.ts';
import { sandboxTicketRoutes } from './ticket.ts';
import { sandboxWithdrawalRoutes } from './withdrawal.ts';
import { sandboxVerificationRoutes } from './verification.ts';
import { sandboxUserRoutes } from './user.ts';
import { sandboxTriggerRoutes } from './trigger.ts';
import { sandboxChatRoutes } from './chat.ts';
import { sandboxGate } from './gate.ts';
import { sandboxNewsRoutes } from './news.ts';
import { sandboxMailRoutes } from './mail.ts';
import { sandboxCalendarRoutes } from './calendar.ts';

// A year is far more than any test needs, and keeps a typo from pushing the clock into the next century.
const MAX_ADVANCE_MS = 366 * 24 * 60 * 60 * 1000;

/**
 * Sandbox controls (CONTRACT.md), mounted only while SANDBOX is on; without CSRF on purpose (tests and people
 * call them with curl). Later issues add invoice, signal, notification and charges controls here.
 */
export function sandboxRoutes(deps: Wired, hooks: { cardWebhook?: WebhookDelivery } = {}): Hono<AppEnv> {
  const { clock } = deps;
  const app = new Hono<AppEnv>();
  app.use('/sandbox/*', sandboxGate(deps.config));
  app.route('/', sandboxSignalRoutes(deps));
  app.route('/', sandboxFeedSeedRoutes(deps));
  app.route('/', sandboxNotificationRoutes(deps));
  // The card processor's pages tell the app what happened through its webhook route, as a real processor would.
  app.route('/', sandboxProcessorRoutes(deps, hooks.cardWebhook));
  app.route('/', sandboxHostedRoutes(deps, hooks.cardWebhook));
  app.route('/', sandboxSkrillRoutes(deps));
  app.route('/', sandboxPaymentRoutes(deps));
  app.route('/', sandboxInvoiceRoutes(deps));
  app.route('/', sandboxAccountRoutes(deps));
  app.route('/', sandboxUserRoutes(deps));
  app.route('/', sandboxTriggerRoutes(deps));
  app.route('/', sandboxChatRoutes(deps));
  app.route('/', sandboxTicketRoutes(deps));
  app.route('/', sandboxWithdrawalRoutes(deps));
  app.route('/', sandboxVerificationRoutes(deps));
  app.route('/', sandboxNewsRoutes(deps));
  app.route('/', sandboxMailRoutes(deps));
  app.route('/', sandboxCalendarRoutes(clock));
  const state = () => ({ return: true, now: clock.now().getTime(), offset_ms: clock.offsetMs() });

  app.get('/sandbox/clock', (c) => c.json(state()));

  app.post('/sandbox/clock', async (c) => {
    const raw = field(await readFields(c), 'advance_ms').trim();
    const ms = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(ms) || ms > MAX_ADVANCE_MS) {
      return c.json(
        { return: false, field: 'advance_ms', message: `advance_ms must be a whole number of milliseconds from 0 to ${MAX_ADVANCE_MS}` },
        400,
      );
    }
    await clock.advance(ms);
    return c.json(state());
  });

  return app;
}
