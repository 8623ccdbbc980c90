import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MY_DATA_MESSAGES } from "../../../worker/contract/my-data";
import ProfilePage from "../../routes/app/profile";
import { getAuthToken, setAuthToken } from "../../lib/auth-token";
import { userRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";

beforeEach(() => setAuthToken("1.token"));
afterEach(() => vi.restoreAllMocks());

const delegate = userRecord();

/** Serves GET /api/user; DELETE /api/profile answers with `remove` for the password sent. */
function serve(remove: (password: string) => Response | Promise<Response>, user = delegate) {
  return mockFetch((url, init) => {
    if (url === "/api/user") return json(user);
    if (url === "/api/profile/export")
      return new Response(JSON.stringify({ profile: { email: user.email } }), {
        headers: { "Content-Type": "application/json", "Content-Disposition": 'attachment; filename="my-data.json"' },
      });
    if (url === "/api/profile" && init.method === "DELETE")
      return remove((JSON.parse(String(init.body)) as { password: string }).password);
    return json({ message: "Not found" }, 404);
  });
}

async function openDeleteDialog() {
  await userEvent.click(await screen.findByRole("button", { name: "Delete my account" }));
  return screen.findByRole("dialog", { name: "Delete your account?" });
}

describe("Download my data", () => {
  it("fetches the export with the session and saves it as my-data.json", async () => {
    const calls = serve(() => json({}));
    URL.createObjectURL = vi.fn(() => "blob:my-data");
    URL.revokeObjectURL = vi.fn();
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    renderWithApp(<ProfilePage />, { path: "/app/profile" });
    await userEvent.click(await screen.findByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(clicked).toEqual([{ download: "my-data.json", href: "blob:my-data" }]));
    const request = calls.find((call) => call.url === "/api/profile/export")!;
    expect(new Headers(request.init.headers).get("Authorization")).toBe("Bearer 1.token");
  });

  it("toasts a failed download", async () => {
    mockFetch((url) => {
      if (url === "/api/user") return json(delegate);
      return json({ message: "Something went wrong. Please try again." }, 500);
    });
    renderWithApp(<ProfilePage />, { path: "/app/profile" });
    await userEvent.click(await screen.findByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("Download failed")).toBeInTheDocument();
    expect(screen.getByText("Something went wrong. Please try again.")).toBeInTheDocument();
  });
});

describe("Delete my account", () => {
  it("asks for the password in an accessible dialog and sends nothing without one", async () => {
    const calls = serve(() => json({ message: MY_DATA_MESSAGES.deleted }));
    renderWithApp(<ProfilePage />, { path: "/app/profile" });
    const dialog = await openDeleteDialog();
    const password = within(dialog).getByLabelText(/Password/);
    expect(password).toHaveAttribute("type", "password");
    expect(password).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(MY_DATA_MESSAGES.passwordRequired);
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((call) => call.init.method === "DELETE")).toBe(false);
  });

  it("shows the server's refusal of a wrong password and keeps the user signed in", async () => {
    serve(() => json({ message: MY_DATA_MESSAGES.wrongPassword }, 400));
    const { router } = renderWithApp(<ProfilePage />, { path: "/app/profile" });
    const dialog = await openDeleteDialog();
    await userEvent.type(within(dialog).getByLabelText(/Password/), "Not-The-Password-1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(MY_DATA_MESSAGES.wrongPassword);
    expect(getAuthToken()).toBe("1.token");
    expect(router.state.location.pathname).toBe("/app/profile");
  });

  it("Cancel closes the dialog and deletes nothing", async () => {
    const calls = serve(() => json({ message: MY_DATA_MESSAGES.deleted }));
    renderWithApp(<ProfilePage />, { path: "/app/profile" });
    const dialog = await openDeleteDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((call) => call.init.method === "DELETE")).toBe(false);
  });

  it("deletes with the password typed, forgets the session, goes home and toasts", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    serve(async (password) => {
      sent.push(password);
      await gate;
      return json({ message: MY_DATA_MESSAGES.deleted });
    });
    const { router } = renderWithApp(<ProfilePage />, { path: "/app/profile" });
    const dialog = await openDeleteDialog();
    await userEvent.type(within(dialog).getByLabelText(/Password/), "Gulf-Energy-42");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByRole("button", { name: "Deleting..." })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(sent).toEqual(["Gulf-Energy-42"]);
    expect(getAuthToken()).toBeNull();
    expect(await screen.findByText(MY_DATA_MESSAGES.deleted)).toBeInTheDocument();
  });

  it("is not offered to an organiser, who is told why", async () => {
    serve(() => json({}), userRecord({ isAdmin: true }));
    renderWithApp(<ProfilePage />, { path: "/app/profile" });
    expect(await screen.findByRole("button", { name: "Download my data" })).toBeInTheDocument();
    expect(screen.getByText(MY_DATA_MESSAGES.adminAccount)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete my account" })).not.toBeInTheDocument();
  });
});
