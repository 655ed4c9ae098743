// A real OpenID Connect provider on loopback for tests: panva's certified `oidc-provider`, with one
// confidential client (Kindred) and people the test adds. Its login and consent pages are replaced by
// a small scriptable interaction API (what a browser's form posts would do):
//   GET  /interaction/:uid          → { uid, prompt } (the step the provider is waiting for)
//   POST /interaction/:uid/login    login=<sub>   the person signs in as this account
//   POST /interaction/:uid/consent  grants what the client asked for
//   POST /interaction/:uid/abort    the person cancels (the client gets error=access_denied)
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type Adapter, type AdapterPayload, type InteractionResults } from "oidc-provider";

export interface ProviderPerson {
  sub: string;
  email: string;
  /** The `email_verified` claim (some providers send it as text); undefined leaves it out, as some do. */
  emailVerified?: boolean | "true" | "false";
  givenName?: string;
  familyName?: string;
  picture?: string;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds (or replaces) a person who can sign in at the provider. */
  addPerson(person: ProviderPerson): void;
  close(): Promise<void>;
}

const readForm = (req: http.IncomingMessage) =>
  new Promise<URLSearchParams>((resolve, reject) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString()));
    req.on("end", () => resolve(new URLSearchParams(text)));
    req.on("error", reject);
  });

function claimsOf(person: ProviderPerson) {
  return {
    sub: person.sub,
    email: person.email,
    ...(person.emailVerified === undefined ? {} : { email_verified: person.emailVerified }),
    given_name: person.givenName,
    family_name: person.familyName,
    name: [person.givenName, person.familyName].filter(Boolean).join(" ") || undefined,
    picture: person.picture,
  };
}

/** The provider's stored artifacts (sessions, codes, tokens, grants), in memory for one test file. */
function memoryAdapter() {
  const stored = new Map<string, AdapterPayload>();
  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}
    private key = (id: string) => `${this.model}:${id}`;
    async upsert(id: string, payload: AdapterPayload) {
      stored.set(this.key(id), payload);
    }
    async find(id: string) {
      return stored.get(this.key(id));
    }
    async findByUid(uid: string) {
      return [...stored.values()].find((payload) => payload.uid === uid);
    }
    async findByUserCode(userCode: string) {
      return [...stored.values()].find((payload) => payload.userCode === userCode);
    }
    async consume(id: string) {
      const payload = stored.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      stored.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, payload] of stored) if (payload.grantId === grantId) stored.delete(key);
    }
  };
}

/** The scriptable login and consent steps, driven through the provider's own interaction API. */
async function interaction(oidc: Provider, people: Map<string, ProviderPerson>, req: http.IncomingMessage, res: http.ServerResponse) {
  const [, , uid, action] = new URL(req.url ?? "/", "http://provider").pathname.split("/");
  const details = await oidc.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error("interaction cookie does not match the address");
  if (req.method === "GET" && !action) {
    res.writeHead(200, { "Content-Type": "application/json" });
    return res.end(JSON.stringify({ uid, prompt: details.prompt.name }));
  }
  let result: InteractionResults;
  if (action === "abort") {
    result = { error: "access_denied", error_description: "The person cancelled the sign-in" };
  } else if (action === "login") {
    const sub = (await readForm(req)).get("login") ?? "";
    if (!people.has(sub)) throw new Error(`nobody called ${sub} at the provider`);
    result = { login: { accountId: sub } };
  } else if (action === "consent") {
    const grant = details.grantId
      ? await oidc.Grant.find(details.grantId)
      : new oidc.Grant({ accountId: details.session?.accountId, clientId: String(details.params.client_id) });
    if (!grant) throw new Error("grant not found");
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    result = { consent: { grantId: await grant.save() } };
  } else {
    res.writeHead(404).end();
    return;
  }
  await oidc.interactionFinished(req, res, result, { mergeWithLastSubmission: action === "consent" });
}

async function configure(
  issuer: string,
  client: { clientId: string; clientSecret: string; redirectUri: string },
  people: Map<string, ProviderPerson>,
) {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" }] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name", "picture"] },
    features: { devInteractions: { enabled: false } },
    adapter: memoryAdapter(),
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 300, AuthorizationCode: 60, IdToken: 300 },
    interactions: { url: async (_ctx, details) => `/interaction/${details.uid}` },
    clientBasedCORS: () => false,
    async findAccount(_ctx, sub) {
      const person = people.get(sub);
      return person ? { accountId: sub, claims: async () => claimsOf(person) } : undefined;
    },
  });
}

/** Starts the provider; Kindred's client returns to `redirectUri` (its PUBLIC_URL + /api/auth/callback/oidc). */
export async function startOidcProvider(redirectUri: string): Promise<OidcTestProvider> {
  const people = new Map<string, ProviderPerson>();
  const client = { clientId: "kindred", clientSecret: randomBytes(24).toString("hex"), redirectUri };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const oidc = await configure(issuer, client, people);
  const handle = oidc.callback();
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith("/interaction/")) return void handle(req, res);
    interaction(oidc, people, req, res).catch((error: unknown) => {
      res.writeHead(400, { "Content-Type": "text/plain" }).end(String(error));
    });
  });
  return {
    issuer,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    addPerson: (person) => void people.set(person.sub, person),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
