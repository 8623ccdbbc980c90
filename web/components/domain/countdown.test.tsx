import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DEFAULT_SETTINGS } from "../../../worker/contract/default-settings";
import { eventSettingsKey } from "../../lib/event-settings";
import { createQueryClient } from "../../lib/query-client";
import { NowProvider } from "../../lib/use-now";
import { Countdown } from "./countdown";

/** The countdown's numbers as [days, hours, minutes, seconds]. */
function countdownValues(): string[] {
  return ["days", "hours", "minutes", "seconds"].map(
    (unit) => screen.getByTestId(`countdown-${unit}`).textContent ?? "",
  );
}

/** The default target: 13 Oct 2025 08:00 +03:00 (docs/data-model.md#states-and-transitions). */
const START = new Date("2025-10-13T05:00:00Z");

/** `children` with the default event settings in the query cache, as the Worker embeds them. */
function WithSettings({ children }: { children: ReactNode }) {
  const client = createQueryClient();
  client.setQueryData(eventSettingsKey(), DEFAULT_SETTINGS);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("Countdown", () => {
  it("hydrates the prerendered HTML built at another time without a mismatch, then shows the visit's time", async () => {
    const built = new Date("2025-09-01T12:00:00Z");
    const visit = new Date("2025-10-10T05:00:00Z");
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <NowProvider now={() => built}>
        <WithSettings>
          <Countdown />
        </WithSettings>
      </NowProvider>,
    );
    document.body.append(container);
    // The prerendered page shows placeholders, not the build's time.
    expect(countdownValues()).toEqual(["--", "--", "--", "--"]);
    const serverDays = screen.getByTestId("countdown-days");

    const recoverableErrors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <NowProvider now={() => visit}>
          <WithSettings>
            <Countdown />
          </WithSettings>
        </NowProvider>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });

    expect(recoverableErrors).toEqual([]);
    // The server's elements are kept (a mismatch would replace them) and show the visit's time.
    expect(screen.getByTestId("countdown-days")).toBe(serverDays);
    expect(countdownValues()).toEqual(["03", "00", "00", "00"]);
    act(() => root!.unmount());
    container.remove();
  });

  it("ticks every second until the start, then shows zeros and stops updating", () => {
    vi.useFakeTimers();
    let now = START.getTime() - 2_000;
    const clock = vi.fn(() => new Date(now));
    render(
      <NowProvider now={clock}>
        <WithSettings>
          <Countdown />
        </WithSettings>
      </NowProvider>,
    );
    expect(countdownValues()).toEqual(["00", "00", "00", "02"]);
    expect(vi.getTimerCount()).toBe(1);

    now += 1_000;
    act(() => vi.advanceTimersByTime(1_000));
    expect(countdownValues()).toEqual(["00", "00", "00", "01"]);

    now += 1_000;
    act(() => vi.advanceTimersByTime(1_000));
    expect(countdownValues()).toEqual(["00", "00", "00", "00"]);
    expect(vi.getTimerCount()).toBe(0);

    const reads = clock.mock.calls.length;
    now += 60_000;
    act(() => vi.advanceTimersByTime(60_000));
    expect(clock.mock.calls.length).toBe(reads);
    expect(countdownValues()).toEqual(["00", "00", "00", "00"]);
  });

  it("starts no timer when the start has already passed", () => {
    vi.useFakeTimers();
    render(
      <NowProvider now={() => new Date("2025-10-20T09:00:00Z")}>
        <WithSettings>
          <Countdown />
        </WithSettings>
      </NowProvider>,
    );
    expect(countdownValues()).toEqual(["00", "00", "00", "00"]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
