import { type Context, Hono } from 'hono';
import {
  callBack, contactForm, supportInit, ticketAttachment, ticketClose, ticketDrop, ticketForm, ticketList as listCall, ticketPost, ticketShow, ticketView,
} from '../../common/api/support.calls.ts';
import type { AppEnv } from '../http/env.ts';
import type { Wired } from '../deps.ts';
import { clientIp } from '../http/client-info.ts';
import { fileReply } from '../http/file-reply.ts';
import { handle, handlePublic } from '../http/handle.ts';
import { isRefusal } from '../lib/refusal.ts';
import { leaveMessage, requestCallBack } from './contact.ts';
import {
  attachmentFile, catalogue, closeTicket, dropTicket, newPosts, openTicket, replyToTicket, ticketConversation, ticketList,
} from './service.ts';

// Spec §7 Support: /api/kayako/* (tickets, their posts and files), /api/call (a call-back) and /api/contacts (the
// contact form). Rules: ./service.ts (tickets) and ./contact.ts.

/** The `file` parts of a multipart body (a JSON body carries none). */
async function filesOf(c: Context<AppEnv>): Promise<File[]> {
  const type = c.req.header('Content-Type')?.toLowerCase() ?? '';
  if (!type.startsWith('multipart/form-data')) return [];
  const body = await c.req.parseBody({ all: true });
  const raw = body.file ?? body['file[]'];
  const parts = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return parts.filter((part): part is File => typeof part !== 'string' && part.size > 0);
}

/** An id as the trader's own tickets and files are numbered; anything else names none. */
const idOf = (raw: string | undefined) => (/^\d{1,9}$/.test((raw ?? '').trim()) ? Number((raw ?? '').trim()) : null);
const smallNumber = (raw: string | undefined) => (/^\d{1,4}$/.test((raw ?? '').trim()) ? Number((raw ?? '').trim()) : null);

export function supportRoutes(deps: Wired): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  handle(app, supportInit, async ({ lang }) => catalogue(deps, lang));
  handle(app, listCall, async ({ userId }) => ticketList(deps, userId));

  handle(app, ticketForm, async ({ input, userId, lang, c }) => {
    const draft = { department: smallNumber(input.department), priority: smallNumber(input.priority), subject: input.subject ?? '', content: input.content ?? '' };
    return openTicket(deps, userId, lang, draft, await filesOf(c));
  });
  handle(app, ticketPost, async ({ input, userId, lang, c }) => replyToTicket(deps, userId, lang, idOf(input.id), input.content ?? '', await filesOf(c)));
  handle(app, ticketView, async ({ input, userId, lang }) => ticketConversation(deps, userId, lang, idOf(input.id)));
  handle(app, ticketShow, async ({ input, userId, lang }) => newPosts(deps, userId, lang, idOf(input.id), idOf(input.after) ?? 0));
  handle(app, ticketClose, async ({ input, userId, lang }) => closeTicket(deps, userId, lang, idOf(input.id)));
  handle(app, ticketDrop, async ({ input, userId, lang }) => dropTicket(deps, userId, lang, idOf(input.id)));

  // GET: a link the browser follows.
  handle(app, ticketAttachment, async ({ userId, lang, c }) => {
    const file = await attachmentFile(deps, userId, lang, idOf(c.req.query('id')));
    return isRefusal(file) ? file : fileReply({ data: file.data, mime: file.mime, name: file.name });
  });

  handle(app, callBack, async ({ input, userId, lang }) => requestCallBack(deps, userId, lang, input.phone ?? ''));

  handlePublic(app, contactForm, async ({ input, lang, c, session }) => {
    const form = { name: input.name ?? '', email: input.email ?? '', phone: input.phone ?? '', message: input.message ?? '' };
    return leaveMessage(deps, lang, form, { userId: session?.userId ?? null, address: clientIp(c) });
  });

  return app;
}
