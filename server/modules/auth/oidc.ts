// Where GET /api/login sends the browser (docs/product/accounts.md#sign-in-and-create-account): our sign-in
// page, or the OpenID Connect provider when one is configured; and the provider's return, handled by
// better-auth itself.
import { safeReturnTo } from "#common/auth";
import type { AuthContext } from "./auth-context";
import { headersOf, OIDC_PROVIDER_ID, setCookiesOf } from "./better-auth";
import type { AuthModule } from "./module";
import { duringProviderCallback } from "./provider-identities";

export function oidcOperations({ config, ready }: AuthContext): Pick<AuthModule, "startLogin" | "handleCallback"> {
  return {
    async startLogin(req, returnTo, mode) {
      if (!config.oidc) {
        const params = new URLSearchParams();
        if (returnTo !== "/") params.set("returnTo", returnTo);
        if (mode) params.set("mode", mode);
        const query = params.toString();
        return { result: `/login${query ? `?${query}` : ""}`, setCookies: [] };
      }
      const auth = await ready();
      const loginPage = `/login?sso=failed${returnTo !== "/" ? `&returnTo=${encodeURIComponent(returnTo)}` : ""}`;
      const outcome = await auth.api.signInSocial({
        body: { provider: OIDC_PROVIDER_ID, callbackURL: safeReturnTo(returnTo), errorCallbackURL: loginPage, disableRedirect: true },
        headers: headersOf(req),
        returnHeaders: true,
      });
      if (!outcome.response.url) throw new Error("The OpenID Connect provider gave no authorization address");
      return { result: outcome.response.url, setCookies: setCookiesOf(outcome.headers) };
    },

    async handleCallback(req) {
      const auth = await ready();
      const url = new URL(req.originalUrl, config.siteUrl);
      return duringProviderCallback(() => auth.handler(new Request(url, { method: "GET", headers: headersOf(req) })));
    },
  };
}
