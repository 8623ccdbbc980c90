/**
 * The failures a service reports, in the product's terms rather than HTTP's. Each carries the
 * user-facing message (docs/messages.md); middleware/errors.ts is the one place that turns them into
 * an HTTP status and `{ message }` (docs/api.md, Status codes).
 */

/** What went wrong, as the caller should understand it. */
export type DomainErrorKind =
  /** The input is malformed or breaks a rule (400). */
  | "invalid-input"
  /** The thing asked for does not exist (404). */
  | "not-found"
  /** The input clashes with what is stored, e.g. an address already registered (409). */
  | "conflict"
  /** The input is larger than the product accepts (413). */
  | "too-large"
  /** Too many attempts or messages for now (429). */
  | "limit-reached"
  /** A service the request needs is not available now; trying again later may work (503). */
  | "unavailable";

/** A failure with a kind and a message the user can read. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export class InvalidInputError extends DomainError {
  constructor(message: string) {
    super("invalid-input", message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super("not-found", message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super("conflict", message);
  }
}

export class TooLargeError extends DomainError {
  constructor(message: string) {
    super("too-large", message);
  }
}

export class LimitReachedError extends DomainError {
  constructor(message: string) {
    super("limit-reached", message);
  }
}

export class UnavailableError extends DomainError {
  constructor(message: string) {
    super("unavailable", message);
  }
}
