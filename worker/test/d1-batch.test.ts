import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../db";
import { chunkByJsonSize, jsonRows } from "../lib/d1-batch";

describe("chunkByJsonSize", () => {
  it("keeps each chunk's JSON text within the byte limit, in order, without losing rows", () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ i, name: "نورة".repeat(i % 7) }));
    const chunks = chunkByJsonSize(rows, 200);
    expect(chunks.length).toBeGreaterThan(1);
    for (const part of chunks) expect(new TextEncoder().encode(JSON.stringify(part)).length).toBeLessThanOrEqual(200);
    expect(chunks.flat()).toEqual(rows);
  });

  it("counts UTF-8 bytes, not UTF-16 code units", () => {
    // 40 Arabic letters are 40 code units but 80 bytes: two of them do not fit in 150 bytes.
    const rows = ["ن".repeat(40), "ن".repeat(40)];
    expect(chunkByJsonSize(rows, 150)).toEqual([[rows[0]], [rows[1]]]);
    expect(chunkByJsonSize(rows, 200)).toEqual([rows]);
  });

  it("gives an oversized row a chunk of its own and nothing for no rows", () => {
    expect(chunkByJsonSize(["x".repeat(300), "y"], 100)).toEqual([["x".repeat(300)], ["y"]]);
    expect(chunkByJsonSize([], 100)).toEqual([]);
  });
});

describe("jsonRows", () => {
  it("reads every row back through json_each with one bound parameter, quotes and all", async () => {
    const rows = [{ name: "O'Brien; DROP TABLE users; --" }, { name: "نورة" }, { name: null }];
    const db = createDb(env.DB);
    const read = await db.all<{ name: string | null }>(
      sql`SELECT json_extract(value, '$.name') AS name FROM ${jsonRows(rows)}`,
    );
    expect(read).toEqual(rows);
  });
});
