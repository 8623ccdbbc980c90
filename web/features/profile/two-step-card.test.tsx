import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MFA_MESSAGES } from "../../../worker/contract/mfa";
import { userRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { setAuthToken } from "../../lib/auth-token";
import { TwoStepCard } from "./two-step-card";

beforeEach(() => setAuthToken("1.token"));

/** The browser's passkey prompts (navigator.credentials through @simplewebauthn/browser). */
const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock("@simplewebauthn/browser", () => browser);

const SETUP = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  otpauthUri: "otpauth://totp/x",
  qrCode: "data:image/svg+xml,%3Csvg%2F%3E",
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

describe("Two-step sign-in card", () => {
  it("sets up TOTP: the QR code and key, a wrong code's message, then the recovery codes once", async () => {
    let tries = 0;
    const calls = mockFetch((url) => {
      if (url === "/api/account/mfa/totp/setup") return json(SETUP);
      if (url === "/api/account/mfa/totp/enable") {
        tries += 1;
        return tries === 1 ? json({ message: MFA_MESSAGES.wrongCode }, 400) : json({ recoveryCodes: CODES });
      }
      return json(userRecord());
    });
    renderWithApp(<TwoStepCard user={userRecord()} />);
    await userEvent.click(screen.getByRole("button", { name: "Set Up Two-step Sign-in" }));
    expect(await screen.findByRole("img", { name: "QR code for your authenticator app" })).toHaveAttribute(
      "src",
      SETUP.qrCode,
    );
    expect(screen.getByTestId("totp-secret")).toHaveTextContent(SETUP.secret);
    const form = screen.getByRole("form", { name: "Turn on two-step sign-in" });
    await userEvent.type(within(form).getByLabelText(/Authentication code/), "111111");
    await userEvent.click(within(form).getByRole("button", { name: "Turn On" }));
    expect(await screen.findByText(MFA_MESSAGES.wrongCode)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole("button", { name: "Turn On" }));
    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const enable = calls.filter((c) => c.url === "/api/account/mfa/totp/enable");
    expect(JSON.parse(String(enable[1]!.init.body))).toEqual({ code: "111111" });
  });

  it("says why first to an organiser whose session needs a second factor", () => {
    mockFetch(() => json({}));
    renderWithApp(<TwoStepCard user={userRecord({ isAdmin: true, secondFactorNeeded: true })} />);
    expect(screen.getByRole("alert")).toHaveTextContent(MFA_MESSAGES.adminNeedsSecondFactor);
  });

  it("turns it off with a code when on", async () => {
    const calls = mockFetch(() => json({ message: "Two-step sign-in is off" }));
    renderWithApp(<TwoStepCard user={userRecord({ mfaEnabled: true, mfaMethods: ["totp"] })} />);
    expect(screen.getByText("Two-step sign-in is on.")).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Turn off two-step sign-in" });
    await userEvent.type(within(form).getByLabelText(/Authentication code/), "abcde-fghjk");
    await userEvent.click(within(form).getByRole("button", { name: "Turn Off" }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/account/mfa/disable")).toBe(true));
    const disable = calls.find((c) => c.url === "/api/account/mfa/disable")!;
    expect(JSON.parse(String(disable.init.body))).toEqual({ code: "abcde-fghjk" });
  });

  it("adds a named passkey, lists it with its dates, and removes it after a passkey confirmation", async () => {
    const laptop = { id: "a2V5", name: "Work laptop", createdAt: "2026-02-01T09:00:00Z", lastUsedAt: null };
    let passkeys: (typeof laptop)[] = [];
    const registration = { id: "a2V5", rawId: "a2V5", type: "public-key", response: {}, clientExtensionResults: {} };
    const assertion = { ...registration, response: { signature: "c2ln" } };
    browser.startRegistration.mockResolvedValue(registration);
    browser.startAuthentication.mockResolvedValue(assertion);
    const calls = mockFetch((url, init) => {
      if (url === "/api/account/mfa/passkeys/options") return json({ challenge: "register" });
      if (url === "/api/account/mfa/passkeys/confirm-options") return json({ challenge: "confirm" });
      if (url === "/api/account/mfa/passkeys" && init.method === "POST") {
        passkeys = [laptop];
        return json(laptop, 201);
      }
      if (url === "/api/account/mfa/passkeys/a2V5") {
        passkeys = [];
        return json({ message: "Passkey removed" });
      }
      if (url === "/api/account/mfa/passkeys") return json({ passkeys });
      return json(userRecord());
    });
    renderWithApp(<TwoStepCard user={userRecord()} />);
    const add = screen.getByRole("form", { name: "Add a passkey" });
    await userEvent.type(within(add).getByLabelText(/Passkey name/), " Work laptop ");
    await userEvent.click(within(add).getByRole("button", { name: "Add Passkey" }));
    expect(await within(add).findByRole("status")).toHaveTextContent("Passkey added.");
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: "register" } });
    const added = calls.find((c) => c.url === "/api/account/mfa/passkeys" && c.init.method === "POST")!;
    expect(JSON.parse(String(added.init.body))).toEqual({ name: "Work laptop", response: registration });

    const list = await screen.findByRole("list", { name: "Your passkeys" });
    expect(list).toHaveTextContent("Work laptop");
    expect(list).toHaveTextContent("Added 1 Feb 2026");
    expect(list).toHaveTextContent("Not used yet");
    await userEvent.click(within(list).getByRole("button", { name: "Remove passkey Work laptop" }));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Your passkeys" })).toBeNull());
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: "confirm" } });
    const removed = calls.find((c) => c.url === "/api/account/mfa/passkeys/a2V5")!;
    expect(removed.init.method).toBe("DELETE");
    expect(JSON.parse(String(removed.init.body))).toEqual({ passkey: assertion });
    expect(screen.getByRole("heading", { name: "Passkeys" })).toHaveFocus();
  });
});
