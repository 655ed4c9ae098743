// The fake OpenID Connect provider's endpoints: discovery, the authorization step (which signs in
// whoever the test set as `nextUser`), the token exchange with PKCE, and userinfo.
import { createHash, randomBytes } from "node:crypto";
import type http from "node:http";
import { SignJWT, type CryptoKey } from "jose";
import type { FakeOidcProvider, FakeOidcUser } from "./fake-oidc-types";

interface PendingCode {
  user: FakeOidcUser;
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
}

/** What the provider keeps between requests. */
export interface FakeOidcState {
  provider: FakeOidcProvider;
  privateKey: CryptoKey;
  codes: Map<string, PendingCode>;
  accessTokens: Map<string, FakeOidcUser>;
}

export const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
};

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString()));
    req.on("end", () => resolve(text));
  });

const claimsOf = (user: FakeOidcUser) => ({
  sub: user.sub,
  email: user.email,
  email_verified: user.emailVerified ?? true,
  given_name: user.givenName,
  family_name: user.familyName,
  name: [user.givenName, user.familyName].filter(Boolean).join(" "),
  picture: user.picture,
});

export function discoveryDocument(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ["code"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["RS256"],
    scopes_supported: ["openid", "email", "profile"],
    token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
    code_challenge_methods_supported: ["S256"],
  };
}

/** Signs in `nextUser` at once and redirects back with a code for them. */
export function authorize({ provider, codes }: FakeOidcState, url: URL, res: http.ServerResponse) {
  provider.authorizations.push(url.searchParams);
  const redirectUri = url.searchParams.get("redirect_uri") ?? "";
  if (url.searchParams.get("client_id") !== provider.clientId) return json(res, 400, { error: "unauthorized_client" });
  const code = randomBytes(12).toString("hex");
  codes.set(code, {
    user: provider.nextUser,
    redirectUri,
    codeChallenge: url.searchParams.get("code_challenge"),
    nonce: url.searchParams.get("nonce"),
  });
  const back = new URL(redirectUri);
  back.searchParams.set("code", code);
  back.searchParams.set("state", url.searchParams.get("state") ?? "");
  res.writeHead(302, { Location: back.toString() });
  return res.end();
}

/** The client's id and secret, from Basic authorization or the form. */
function clientCredentials(req: http.IncomingMessage, form: URLSearchParams) {
  return req.headers.authorization?.startsWith("Basic ")
    ? Buffer.from(req.headers.authorization.slice(6), "base64").toString().split(":").map(decodeURIComponent)
    : [form.get("client_id"), form.get("client_secret")];
}

async function signIdToken({ provider, privateKey }: FakeOidcState, pending: PendingCode) {
  return new SignJWT({ ...claimsOf(pending.user), ...(pending.nonce ? { nonce: pending.nonce } : {}) })
    .setProtectedHeader({ alg: "RS256", kid: "test-key" })
    .setIssuer(provider.issuer)
    .setAudience(provider.clientId)
    .setSubject(pending.user.sub)
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(privateKey);
}

/** Exchanges a code (once, for the same redirect URI, with the PKCE verifier) for tokens. */
export async function exchangeToken(state: FakeOidcState, req: http.IncomingMessage, res: http.ServerResponse) {
  const { provider, codes, accessTokens } = state;
  const form = new URLSearchParams(await readBody(req));
  const basic = clientCredentials(req, form);
  if (basic[0] !== provider.clientId || basic[1] !== provider.clientSecret) return json(res, 401, { error: "invalid_client" });
  const pending = codes.get(form.get("code") ?? "");
  codes.delete(form.get("code") ?? "");
  if (!pending || pending.redirectUri !== form.get("redirect_uri")) return json(res, 400, { error: "invalid_grant" });
  const verifier = form.get("code_verifier") ?? "";
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  if (pending.codeChallenge && challenge !== pending.codeChallenge)
    return json(res, 400, { error: "invalid_grant", error_description: "PKCE" });
  const accessToken = randomBytes(16).toString("hex");
  accessTokens.set(accessToken, pending.user);
  const idToken = await signIdToken(state, pending);
  return json(res, 200, {
    access_token: accessToken,
    token_type: "Bearer",
    expires_in: 300,
    id_token: idToken,
    scope: "openid email profile",
  });
}

export function userinfo({ accessTokens }: FakeOidcState, req: http.IncomingMessage, res: http.ServerResponse) {
  const user = accessTokens.get((req.headers.authorization ?? "").replace(/^Bearer /, ""));
  return user ? json(res, 200, claimsOf(user)) : json(res, 401, { error: "invalid_token" });
}
