// A file a trader uploaded (a verification document, a ticket attachment), sent back to them. It is served from the
// app's origin, so it must never act as a page of it: its own CSP forbids everything and sandboxes it (the header
// middleware leaves a route's CSP alone), nothing sniffs it into HTML, no cache keeps it, and only an image may
// show inline: anything else (a PDF) downloads.

export const FILE_CSP = "default-src 'none'; sandbox";

export type ServedFile = { data: Uint8Array; mime: string; name: string };

const isImage = (mime: string) => /^image\/(?:png|jpeg)$/.test(mime);

/** The name as a quoted ASCII fallback and as RFC 5987 UTF-8, so no quote or line break reaches the header. */
function dispositionOf(file: ServedFile): string {
  const how = isImage(file.mime) ? 'inline' : 'attachment';
  return `${how}; filename="${file.name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
}

export function fileReply(file: ServedFile): Response {
  return new Response(new Uint8Array(file.data), {
    headers: {
      'Content-Type': file.mime,
      'Content-Length': String(file.data.byteLength),
      'Content-Disposition': dispositionOf(file),
      'Content-Security-Policy': FILE_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
