/**
 * `npm run bench:pass [-- runs]`: time to make a pass QR code (token signing + SVG, and PNG) and a
 * pass PDF, cold (first call in a fresh process: module compilation, key import, font parsing)
 * and warm (median and max of the following runs, default 20; 1 in smoke mode, bench/options.ts).
 * Each warm figure is wall-clock time, and beside it the process's CPU time (`process.cpuUsage`)
 * of the same runs: on Workers the CPU limit counts CPU only, not waits for timers or I/O. Runs in
 * Node with the same services the Worker uses; workerd's numbers are of the same order. The
 * Workers CPU limit to compare with is 30 s by default on the Paid plan (10 ms on Free).
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { generatePassSigningKey } from "../db/seed/local-env";
import { DEFAULT_SETTINGS } from "../worker/contract/default-settings";
import { renderPassPdf, type PassFonts } from "../worker/services/pass-pdf";
import { signPassToken } from "../worker/services/pass-token";
import { qrPng, qrSvg } from "../worker/lib/qr";
import { bySize } from "./options";

const runs = Number(process.argv[2] ?? bySize(20, 1));
const env = { PASS_SIGNING_KEY: generatePassSigningKey() };
const font = (file: string) =>
  new Uint8Array(readFileSync(new URL(`../node_modules/dejavu-fonts-ttf/ttf/${file}`, import.meta.url)));
const fonts: PassFonts = { regular: font("DejaVuSans.ttf"), bold: font("DejaVuSans-Bold.ttf") };
const user = {
  id: 1234,
  candidateNumber: 7,
  firstName: "Núñez",
  lastName: "مريم الحداد",
  company: "Gulf Energy Partners",
  userType: "delegate" as const,
  passVersion: 1,
  locale: "en" as const,
};

/** Wall-clock and CPU ms of one run of `task`. */
async function time(task: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await task();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function measure(name: string, task: () => Promise<unknown>): Promise<void> {
  const cold = await time(task);
  const warm: Array<{ wall: number; cpu: number }> = [];
  for (let i = 0; i < runs; i++) warm.push(await time(task));
  const walls = warm.map((run) => run.wall);
  const figure = (ms: number, width = 6) => `${ms.toFixed(1).padStart(width)} ms`;
  console.log(
    `${name.padEnd(28)} cold ${figure(cold.wall, 7)}   warm median ${figure(median(walls))} (CPU ${figure(median(warm.map((run) => run.cpu)))})   max ${figure(Math.max(...walls))}`,
  );
}

const qrText = await signPassToken(env, user);
console.log(`Pass QR text: ${qrText.length} characters; ${runs} warm runs each.`);
await measure("QR: sign token + SVG", async () => qrSvg(await signPassToken(env, user)));
await measure("QR: PNG (8 px per module)", async () => qrPng(qrText));
await measure("PDF pass (fonts subset)", () => renderPassPdf({ ...user, qrText, event: DEFAULT_SETTINGS }, fonts));
const pdf = await renderPassPdf({ ...user, qrText, event: DEFAULT_SETTINGS }, fonts);
console.log(`PDF size: ${(pdf.length / 1024).toFixed(1)} KB`);
