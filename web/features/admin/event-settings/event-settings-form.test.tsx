import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../../../worker/contract/default-settings";
import { setAuthToken } from "../../../lib/auth-token";
import { eventSettingsKey } from "../../../lib/event-settings";
import AdminSettingsPage from "../../../routes/app/admin/settings";
import { json, mockFetch, renderWithApp } from "../../../test/render";
import { admin, toastText } from "../admin-test-support";

beforeEach(() => {
  setAuthToken("1.token");
});

const stored = { settings: DEFAULT_SETTINGS, version: 3, updatedAt: 1_760_000_000_000 };

/** The screen with GET answered by `stored` and PUT by `put`. */
function renderScreen(put: (body: unknown) => Response) {
  const calls = mockFetch((url, init) => {
    if (url === "/api/user") return json(admin);
    if (url === "/api/admin/event-settings" && init.method === "PUT") return put(JSON.parse(String(init.body)));
    if (url === "/api/admin/event-settings") return json(stored);
    return json({ message: "Not found" }, 404);
  });
  return { calls, ...renderWithApp(<AdminSettingsPage />) };
}

const puts = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.init.method === "PUT");

describe("Event Settings", () => {
  it("saves the changed venue and date, toasts, and shows them in the app's settings at once", async () => {
    const { calls, queryClient } = renderScreen((body) => json({ settings: body, version: 4, updatedAt: 1 }));
    const form = await screen.findByRole("form", { name: "Event Settings" });
    const venue = within(form).getByLabelText(/^Venue name/);
    expect(venue).toHaveValue(DEFAULT_SETTINGS.venue.name);
    await userEvent.clear(venue);
    await userEvent.type(venue, "Sheikh Jaber Al-Ahmad Cultural Centre");
    const conference = within(form).getByRole("region", { name: "Conference 2025" });
    const date = within(conference).getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.type(date, "2026-11-02");
    await userEvent.click(within(form).getByRole("button", { name: "Save Settings" }));

    await waitFor(() => expect(toastText()).toContain("Event settings saved."));
    const [put] = puts(calls);
    expect(put!.init.body && JSON.parse(String(put!.init.body))).toEqual({
      ...DEFAULT_SETTINGS,
      venue: { ...DEFAULT_SETTINGS.venue, name: "Sheikh Jaber Al-Ahmad Cultural Centre" },
      events: { ...DEFAULT_SETTINGS.events, AC2025: { ...DEFAULT_SETTINGS.events.AC2025, date: "2026-11-02" } },
    });
    expect(queryClient.getQueryData<typeof DEFAULT_SETTINGS>(eventSettingsKey())?.venue.name).toBe(
      "Sheikh Jaber Al-Ahmad Cultural Centre",
    );
  });

  it("shows the error under each field it refuses, and sends nothing", async () => {
    const { calls } = renderScreen(() => json({}, 500));
    const form = await screen.findByRole("form", { name: "Event Settings" });
    await userEvent.clear(within(form).getByLabelText(/^Venue name/));
    await userEvent.clear(within(form).getByLabelText(/^Helpline/));
    await userEvent.type(within(form).getByLabelText(/^Helpline/), "22957700");
    await userEvent.type(within(form).getByLabelText("Map link"), "http://maps.example");
    const conference = within(form).getByRole("region", { name: "Conference 2025" });
    await userEvent.clear(within(conference).getByLabelText(/^End time/));
    await userEvent.type(within(conference).getByLabelText(/^End time/), "07:00");
    await userEvent.click(within(form).getByRole("button", { name: "Save Settings" }));

    expect(await within(form).findByText("Venue name is required")).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Venue name/)).toHaveAccessibleDescription("Venue name is required");
    expect(
      within(form).getByText("Helpline must be an international number in E.164 form, e.g. +96522957700"),
    ).toBeInTheDocument();
    expect(within(form).getByText("Map link must be an https URL (https://...)")).toBeInTheDocument();
    expect(within(conference).getByText("AC2025 end time must be after its start time")).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it("shows the server's 400 message and keeps what was typed", async () => {
    renderScreen(() => json({ message: "Venue city must be at most 200 characters" }, 400));
    const form = await screen.findByRole("form", { name: "Event Settings" });
    await userEvent.type(within(form).getByLabelText("Wi-Fi password"), "-2026");
    await userEvent.click(within(form).getByRole("button", { name: "Save Settings" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("Venue city must be at most 200 characters");
    expect(toastText()).toContain("Venue city must be at most 200 characters");
    expect(within(form).getByLabelText("Wi-Fi password")).toHaveValue(`${DEFAULT_SETTINGS.wifi.password}-2026`);
  });
});
