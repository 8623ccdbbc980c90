/**
 * The `?token=` of a one-time login link in a page address (docs/data-model.md#session), read
 * without the code that redeems it (./login-link.tsx), so the public pages can send a link on
 * to /auth without loading that code.
 */

/** The login token of a location, or null (none, empty, or on /reset-password whose token is a reset token). */
export function loginTokenOf(location: Pick<Location, "pathname" | "search">): string | null {
  if (location.pathname.startsWith("/reset-password")) return null;
  return new URLSearchParams(location.search).get("token") || null;
}

/** `location` as a path without the `token` parameter (other parameters and the hash stay). */
export function withoutLoginToken(location: Pick<Location, "pathname" | "search" | "hash">): string {
  const params = new URLSearchParams(location.search);
  params.delete("token");
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}${location.hash}`;
}
