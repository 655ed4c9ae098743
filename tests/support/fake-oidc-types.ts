// The person who signs in at the fake OpenID Connect provider, and the handle a test gets from
// `startFakeOidcProvider`.

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
