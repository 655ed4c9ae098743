// A small OpenID Connect provider in the test process (discovery, JWKS, authorization with PKCE,
// token, userinfo), so the sign-in flow runs end to end without any network service. The person who
// "signs in" at the provider is whoever the test sets as `nextUser`.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import { authorize, discoveryDocument, exchangeToken, json, userinfo, type FakeOidcState } from "./fake-oidc-endpoints";
import type { FakeOidcProvider } from "./fake-oidc-types";

export type { FakeOidcProvider, FakeOidcUser } from "./fake-oidc-types";

export async function startFakeOidcProvider(): Promise<FakeOidcProvider> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const provider: FakeOidcProvider = {
    issuer: "",
    clientId: "kindred-test",
    clientSecret: randomBytes(16).toString("hex"),
    nextUser: { sub: "user-1", email: "sso.person@example.com", emailVerified: true, givenName: "Sam", familyName: "Sso" },
    authorizations: [],
    close: async () => {},
  };
  const state: FakeOidcState = { provider, privateKey, codes: new Map(), accessTokens: new Map() };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", provider.issuer);
      if (url.pathname === "/.well-known/openid-configuration") return json(res, 200, discoveryDocument(provider.issuer));
      if (url.pathname === "/jwks") return json(res, 200, { keys: [jwk] });
      if (url.pathname === "/authorize") return authorize(state, url, res);
      if (url.pathname === "/token" && req.method === "POST") return exchangeToken(state, req, res);
      if (url.pathname === "/userinfo") return userinfo(state, req, res);
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
