import { literal, string, type } from 'superstruct';
import { getConfig } from './config';
import { post, postCrossOriginForm, type Reply } from './http';
import { UserReply, type User } from './user';

/** Spec §7 Auth calls. Login is preceded by the platform host's own login (form: login, password). */

export type LoginRequest = { email: string; password: string; token?: string };

export function login(request: LoginRequest): Promise<Reply<{ user: User }>> {
  return post('/api/login', { email: request.email, password: request.password, token: request.token ?? '', url: location.pathname }, UserReply);
}

/** The platform host (its own origin) logs the trader in for the embedded platform; the client login goes on either way. */
export async function platformLogin(email: string, password: string): Promise<boolean> {
  const { platformOrigin } = await getConfig();
  return postCrossOriginForm(`${platformOrigin}/cli/login`, { login: email, password });
}

export async function platformLogout(): Promise<boolean> {
  const { platformOrigin } = await getConfig();
  return postCrossOriginForm(`${platformOrigin}/cli/logout`, {});
}

export type RegistrationPayload = {
  country: string;
  currency: string;
  login: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  phone_prefix: string;
  promo: string;
};

export function register(payload: RegistrationPayload): Promise<Reply<null>> {
  return post('/api/register', payload, type({})).then((reply) => (reply.ok ? { ok: true, value: null } : reply));
}

export function forget(email: string): Promise<Reply<{ message: string }>> {
  return post('/api/forget', { email }, type({ message: string() }));
}

export async function notifyLoginFail(email: string): Promise<void> {
  await post('/api/notify/login_fail', { email }, type({}));
}

/** Ends the session on the server. The caller wipes local data whatever the answer (logout works offline). */
export async function logout(): Promise<void> {
  await post('/api/logout', {}, type({ return: literal(true) }));
}
