// A small OpenID Connect provider in the test process (discovery, JWKS, authorization with PKCE,
// token, userinfo), so the sign-in flow runs end to end without any network service. The person who
// "signs in" at the provider is whoever the test sets as `nextUser`.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

export interface FakeOidcUser {
  sub: string;
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

export interface FakeOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  nextUser: FakeOidcUser;
  /** Authorization requests seen, as their query parameters. */
  authorizations: URLSearchParams[];
  close(): Promise<void>;
}

interface PendingCode {
  user: FakeOidcUser;
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
}

export async function startFakeOidcProvider(): Promise<FakeOidcProvider> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, FakeOidcUser>();
  const clientId = "kindred-test";
  const clientSecret = randomBytes(16).toString("hex");
  const provider: FakeOidcProvider = {
    issuer: "",
    clientId,
    clientSecret,
    nextUser: { sub: "user-1", email: "sso.person@example.com", emailVerified: true, givenName: "Sam", familyName: "Sso" },
    authorizations: [],
    close: async () => {},
  };

  const claimsOf = (user: FakeOidcUser) => ({
    sub: user.sub,
    email: user.email,
    email_verified: user.emailVerified ?? true,
    given_name: user.givenName,
    family_name: user.familyName,
    name: [user.givenName, user.familyName].filter(Boolean).join(" "),
    picture: user.picture,
  });

  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = "";
      req.on("data", (chunk: Buffer) => (text += chunk.toString()));
      req.on("end", () => resolve(text));
    });

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", provider.issuer);
      if (url.pathname === "/.well-known/openid-configuration") {
        return json(res, 200, {
          issuer: provider.issuer,
          authorization_endpoint: `${provider.issuer}/authorize`,
          token_endpoint: `${provider.issuer}/token`,
          userinfo_endpoint: `${provider.issuer}/userinfo`,
          jwks_uri: `${provider.issuer}/jwks`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
          scopes_supported: ["openid", "email", "profile"],
          token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
          code_challenge_methods_supported: ["S256"],
        });
      }
      if (url.pathname === "/jwks") return json(res, 200, { keys: [jwk] });
      if (url.pathname === "/authorize") {
        provider.authorizations.push(url.searchParams);
        const redirectUri = url.searchParams.get("redirect_uri") ?? "";
        if (url.searchParams.get("client_id") !== clientId) return json(res, 400, { error: "unauthorized_client" });
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
      if (url.pathname === "/token" && req.method === "POST") {
        const form = new URLSearchParams(await readBody(req));
        const basic = req.headers.authorization?.startsWith("Basic ")
          ? Buffer.from(req.headers.authorization.slice(6), "base64").toString().split(":").map(decodeURIComponent)
          : [form.get("client_id"), form.get("client_secret")];
        if (basic[0] !== clientId || basic[1] !== clientSecret) return json(res, 401, { error: "invalid_client" });
        const pending = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? "");
        if (!pending || pending.redirectUri !== form.get("redirect_uri")) return json(res, 400, { error: "invalid_grant" });
        const verifier = form.get("code_verifier") ?? "";
        const challenge = createHash("sha256").update(verifier).digest("base64url");
        if (pending.codeChallenge && challenge !== pending.codeChallenge)
          return json(res, 400, { error: "invalid_grant", error_description: "PKCE" });
        const accessToken = randomBytes(16).toString("hex");
        accessTokens.set(accessToken, pending.user);
        const idToken = await new SignJWT({ ...claimsOf(pending.user), ...(pending.nonce ? { nonce: pending.nonce } : {}) })
          .setProtectedHeader({ alg: "RS256", kid: "test-key" })
          .setIssuer(provider.issuer)
          .setAudience(clientId)
          .setSubject(pending.user.sub)
          .setIssuedAt()
          .setExpirationTime("5m")
          .sign(privateKey);
        return json(res, 200, {
          access_token: accessToken,
          token_type: "Bearer",
          expires_in: 300,
          id_token: idToken,
          scope: "openid email profile",
        });
      }
      if (url.pathname === "/userinfo") {
        const user = accessTokens.get((req.headers.authorization ?? "").replace(/^Bearer /, ""));
        return user ? json(res, 200, claimsOf(user)) : json(res, 401, { error: "invalid_token" });
      }
      json(res, 404, { error: "not_found" });
    })().catch((error: unknown) => json(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  provider.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return provider;
}
