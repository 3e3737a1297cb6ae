import { getConfig } from './config';
import { ask, postCrossOriginForm } from './http';
import { logout as logoutCall } from '@common/api/session.calls';

// Ending a session, which every signed-in screen may do: apart from the sign-in calls (./auth.ts), which only the
// guest screens need.

export async function platformLogout(): Promise<boolean> {
  const { platformOrigin } = await getConfig();
  return postCrossOriginForm(`${platformOrigin}/cli/logout`, {});
}

/**
 * Ends the session on the server, naming where the browser goes next (spec §7 "with redirect target"); resolves
 * the server's answer, which keeps it inside the app. The caller wipes local data whatever happens (logout works
 * offline).
 */
export async function logout(redirect: string): Promise<string> {
  const reply = await ask(logoutCall, { redirect });
  return reply.ok ? reply.value.redirect : redirect;
}
