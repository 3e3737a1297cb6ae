// Data the server writes into the trading page's HTML for the client's first render (server/static/client.ts writes
// it, src/app/trading/embeddedUser.ts reads it).

/** The id of the `<script type="application/json">` holding the signed-in trader as POST /api/fraud/user answers. */
export const SIGNED_IN_USER_ELEMENT = 'signed-in-user';

/**
 * A JSON value as the text of a script element: `<` escaped (JSON.parse reads `\u003c` back), so no string in it can
 * close the element or open a comment.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
