/**
 * The failures the Worker reports, in the product's terms rather than HTTP's. Services, routes and
 * middleware all throw these; each carries the user-facing message (docs/messages.md, Server
 * messages), and middleware/errors.ts is the one place that turns them into an HTTP status and
 * `{ message }` (docs/api.md, Status codes).
 */

/** What went wrong, as the caller should understand it. */
export type DomainErrorKind =
  /** The input is malformed or breaks a rule (400). */
  | "invalid-input"
  /** The request carries no valid sign-in session, or wrong credentials (401). */
  | "unauthenticated"
  /** The caller is signed in but may not do this (403). */
  | "forbidden"
  /** The thing asked for does not exist (404). */
  | "not-found"
  /** The input clashes with what is stored, e.g. an address already registered (409). */
  | "conflict"
  /** The input is larger than the product accepts (413). */
  | "too-large"
  /** The body is not in the format the route reads, e.g. not JSON (415). */
  | "unsupported-format"
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

export class UnauthenticatedError extends DomainError {
  constructor(message: string) {
    super("unauthenticated", message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super("forbidden", message);
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

export class UnsupportedFormatError extends DomainError {
  constructor(message: string) {
    super("unsupported-format", message);
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
