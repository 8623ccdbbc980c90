/**
 * Lines of mixed direction in the pass PDF. pdf-lib draws a string's glyphs in the order fontkit
 * lays them out, and fontkit turns a whole string around when its script is right to left: it does
 * not apply the Unicode Bidirectional Algorithm (UAX #9, https://www.unicode.org/reports/tr9/), so
 * "يسمح بالدخول: AC2025" would show "5202CA". A line is therefore cut into runs of one direction,
 * ordered left to right as UAX #9's rule L2 says, with mirrored brackets (rule L4), by bidi-js, and
 * each run is drawn on its own (./pass-pdf.ts).
 */
import bidiFactory from "bidi-js";

/** A run of one direction, its characters in the order fontkit needs them. */
interface VisualRun {
  text: string;
}

/** Arabic and Hebrew letters: runs fontkit lays out right to left by itself. */
const RTL_SCRIPT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

let bidi: ReturnType<typeof bidiFactory> | null = null;

/**
 * The runs of `text` in their visual order, left to right, for a line whose base direction is
 * `base` (the page's language, or the text's own for a name). A right-to-left run keeps its
 * logical order when it holds right-to-left letters (fontkit turns it around), and is turned around
 * here when it holds only neutral characters, which fontkit lays out left to right.
 */
export function visualRuns(text: string, base: "ltr" | "rtl"): VisualRun[] {
  // Without right-to-left letters a left-to-right line is one run at level 0 (UAX #9, rules W7 and N1).
  if (base === "ltr" && !RTL_SCRIPT.test(text)) return [{ text }];
  bidi ??= bidiFactory();
  const embedding = bidi.getEmbeddingLevels(text, base);
  const { levels } = embedding;
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const runs: { start: number; end: number; level: number }[] = [];
  for (let index = 0; index < text.length; index++) {
    const level = levels[index]!;
    const last = runs.at(-1);
    if (last?.level === level) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, level });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at
  // that level or higher.
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level | 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if (runs[start]!.level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map(({ start, end, level }) => {
    let run = "";
    for (let index = start; index < end; index++) run += mirrored.get(index) ?? text[index];
    const reverse = level % 2 === 1 && !RTL_SCRIPT.test(run);
    return { text: reverse ? [...run].reverse().join("") : run };
  });
}
