// Which compression a client takes: brotli when it accepts it, else gzip (or any), else none.
// Shared by the public cache and by answers compressed per request (send-json-text.ts).

export function pickEncoding(accept: string | undefined): "br" | "gzip" | "identity" {
  if (!accept) return "identity";
  let br = false;
  let gzip = false;
  for (const part of accept.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === "br") br = true;
    else if (name === "gzip" || name === "*") gzip = true;
  }
  return br ? "br" : gzip ? "gzip" : "identity";
}
