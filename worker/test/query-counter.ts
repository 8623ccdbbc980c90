/**
 * Counts what a piece of code asks of D1 (docs/decisions/0009-import-limits.md: 50 queries per invocation on
 * the Free plan): `roundTrips` = calls that reach the database (a statement's run/all/first/raw,
 * or one `batch()`), `statements` = SQL statements executed (a batch counts each of its own).
 * Used by the import tests and by bench/import.ts.
 */

export interface QueryCount {
  roundTrips: number;
  statements: number;
  /** Most parameters bound to one statement (D1 allows 100). */
  maxParameters: number;
}

const EXECUTE = new Set(["run", "all", "first", "raw"]);

/** A D1Database that counts into `count`; pass it wherever the real binding goes. */
export function countingD1(d1: D1Database): { db: D1Database; count: QueryCount } {
  const count: QueryCount = { roundTrips: 0, statements: 0, maxParameters: 0 };
  const originals = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property, target) as unknown;
        if (typeof value !== "function") return value;
        if (property === "bind") {
          return (...args: unknown[]) => {
            count.maxParameters = Math.max(count.maxParameters, args.length);
            return wrap(target.bind(...args));
          };
        }
        if (EXECUTE.has(String(property))) {
          return (...args: unknown[]) => {
            count.roundTrips += 1;
            count.statements += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
    originals.set(proxy, statement);
    return proxy;
  };
  const db = new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") return (query: string) => wrap(target.prepare(query));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          count.roundTrips += 1;
          count.statements += statements.length;
          return target.batch(statements.map((s) => originals.get(s) ?? s));
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db, count };
}
