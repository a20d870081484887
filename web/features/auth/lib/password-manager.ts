/**
 * The browser's password manager remembers the password, not the app. Where the browser has the
 * Credential Management API (Chromium), a remembered sign-in is offered to it explicitly, since a
 * form sent by fetch is not always recognised as a sign-in; elsewhere the fields' autocomplete
 * attributes do the job.
 */
declare global {
  interface Window {
    /** Chromium's; TypeScript's DOM types leave it out. */
    PasswordCredential?: new (data: {
      id: string;
      password: string;
      name?: string;
    }) => Credential;
  }
}

export function offerToPasswordManager(credentials: { username: string; password: string }): void {
  const PasswordCredential = window.PasswordCredential;
  if (typeof PasswordCredential !== "function" || typeof navigator.credentials?.store !== "function") return;
  navigator.credentials.store(new PasswordCredential({ id: credentials.username, password: credentials.password, name: credentials.username })).catch(() => {
    // The person may decline, or the browser may refuse outside a secure context: nothing to do.
  });
}

/** After logout, the browser must not sign the person back in by itself. */
export function preventSilentSignIn(): void {
  if (typeof navigator.credentials?.preventSilentAccess === "function") navigator.credentials.preventSilentAccess().catch(() => undefined);
}
