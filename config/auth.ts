import { auth } from './env';

/** What the browser needs to sign in; public values only (a public client has no secret). */
export interface AuthSettings {
  authority: string;
  clientId: string;
  scope: string;
  loadUserInfo: boolean;
}

/** The development provider's client id (e2e/fixtures/dev-idp/server.mjs). */
const devClientId = 'efr-docs-dev';

/** Null when sign-in is not configured: then the site has no sign-in box and loads no auth code. */
export const authSettings: AuthSettings | null =
  auth.issuer && auth.clientId
    ? { authority: auth.issuer, clientId: auth.clientId, scope: auth.scope, loadUserInfo: auth.loadUserInfo }
    : auth.devProvider
      ? { authority: auth.devIssuer, clientId: devClientId, scope: auth.scope, loadUserInfo: auth.loadUserInfo }
      : null;
