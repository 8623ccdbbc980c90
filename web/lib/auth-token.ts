/**
 * The session token in browser local storage under one fixed, product-specific key (docs/product.md#protected-routes;
 * docs/data-model.md#constants-and-limits). Never logged.
 */
export const AUTH_TOKEN_KEY = "ac2025.authToken";

export function getAuthToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAuthToken(token: string): void {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
}

export function clearAuthToken(): void {
  try {
    localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage unavailable (private mode): nothing to clear.
  }
}
