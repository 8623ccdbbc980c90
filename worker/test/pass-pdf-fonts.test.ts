import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it, vi } from "vitest";
import { passFonts } from "../services/pass-fonts";
import { encodeSubsetsAtOnce, type ParsedFont } from "../services/pass-fontkit";

/** The bytes a subset's `encodeStream()` hands to its `data` listeners, in order, joined. */
function collect(font: ParsedFont, text: string): Promise<Uint8Array> {
  const subset = font.createSubset();
  for (const glyph of font.layout(text).glyphs) subset.includeGlyph(glyph);
  return new Promise((resolve) => {
    const chunks: Uint8Array[] = [];
    subset
      .encodeStream()
      .on("data", (chunk) => chunks.push(chunk))
      .on("end", () => resolve(new Uint8Array(chunks.flatMap((chunk) => [...chunk]))));
  });
}

describe("pass fonts' subsets (worker/services/pass-fontkit.ts)", () => {
  it("encode to the bytes fontkit's own stream writes, for Latin and shaped Arabic alike", async () => {
    const { regular, bold } = passFonts();
    // fontkit's own `encodeStream()` runs on its module-wide `process.nextTick` stand-in, whose
    // queue stays stuck once a timer of it is dropped with the request that set it (the encoding
    // encodeSubsetsAtOnce starts to find fontkit's writer class, in an earlier test file of the
    // same isolate: worker/test/setup.ts). A fresh copy of the module encodes as fontkit does.
    vi.resetModules();
    const { default: ownFontkit } = await import("@pdf-lib/fontkit");
    for (const [file, text] of [
      [regular, "Núñez Gulf Energy Partners 0123456789 #07"],
      [bold, "مريم الحداد DELEGATE"],
    ] as const) {
      const ours = await collect(encodeSubsetsAtOnce(fontkit.create(file)), text);
      const theirs = await collect(ownFontkit.create(file), text);
      expect(ours.length).toBeGreaterThan(1000);
      expect(ours).toEqual(theirs);
    }
  });
});
